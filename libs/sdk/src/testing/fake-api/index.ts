export { createFakeApi, DEFAULT_FAKE_BASE_URL, type CreateFakeApiOptions, type FakeApi } from './create-fake-api';
export { setupFakeServer, useFakeApi } from './server';
export { createFakeState, type FakeState } from './state';
export { sandboxSignature } from './handlers/payments';
export { FakeHttpError, type FakeContext, type FakeResolver, type FakeResult } from './http';
export { resolvers as fakeResolvers } from './resolvers';

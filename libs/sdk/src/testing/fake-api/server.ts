import { setupServer, type SetupServer } from 'msw/node';
import { createFakeApi, type CreateFakeApiOptions, type FakeApi } from './create-fake-api';

/**
 * An msw server on the fake's handlers. `listen()` defaults to `onUnhandledRequest: 'error'`, so a
 * request the contract (and so the fake) does not know fails the test.
 */
export function setupFakeServer(fake: FakeApi): SetupServer {
  const server = setupServer(...fake.handlers);
  const listen = server.listen.bind(server);
  server.listen = (options = {}) => listen({ onUnhandledRequest: 'error', ...options });
  return server;
}

/**
 * Jest wiring in one call: a fake and its server, listening for the file's tests, reset after each
 * test (state and any `server.use` overrides), closed at the end.
 */
export function useFakeApi(options: CreateFakeApiOptions = {}): { fake: FakeApi; server: SetupServer } {
  const fake = createFakeApi(options);
  const server = setupFakeServer(fake);
  beforeAll(() => server.listen());
  afterEach(() => {
    server.resetHandlers();
    fake.reset();
  });
  afterAll(() => server.close());
  return { fake, server };
}

/**
 * `@storefront/sdk/testing`: the contract validator, fixtures and a stateful msw fake of the whole API.
 * Test-only: never import it from application code.
 */
export * from './contract';
export { validatingFetch, type ValidatingFetch, type ValidatingFetchOptions } from './contract/validating-fetch';
export * from './fake-api';
export * as fixtures from './fixtures';
export * from './fixtures';
export { latestOutboxId, readOutbox, waitForCode } from './outbox';

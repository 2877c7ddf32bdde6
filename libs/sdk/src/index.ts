export { createStorefrontSdk, type StorefrontSdk, type StorefrontSdkConfig } from './create-storefront-sdk';
export type { LocaleOption } from './client/transport';
export { SdkError, fallbackFor, type SdkFieldError } from './client/errors';
export type { SdkLogger, SdkRequestLog } from './client/logger';
export {
  AUTHORIZATION_HEADER,
  CART_AUTHORIZATION_HEADER,
  isCartPath,
  selectTokenHeaders,
  redactHeader,
} from './client/headers';
export { createMemoryTokenStore, STORAGE_KEYS, type TokenStore, type TokenListener, type StorageKey } from './tokens/token-store';
export { createBrowserTokenStore } from './tokens/browser-token-store';
export { operations, type OperationId, type TokenPolicy } from './generated/operations';
export type { paths, components, operations as ContractOperations } from './generated/schema';
export type * from './generated/models';
export type { ValidatedFacetQuery, ValidatedFilterQuery } from './contract/list-queries';

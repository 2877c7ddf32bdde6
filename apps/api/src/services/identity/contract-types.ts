/**
 * The contract's wire shapes (generated from libs/sdk/openapi.yaml), for typing what the identity and
 * account areas answer. Type-only: nothing of the SDK is loaded at runtime.
 */
export type * from '@storefront/sdk';

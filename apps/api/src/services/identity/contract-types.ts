/**
 * The contract's wire shapes (generated from libs/sdk/openapi.yaml), for typing what the identity and
 * account areas answer. Type-only: nothing of the SDK is loaded at runtime.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- type-only import of the contract's generated models
export type * from '../../../../../libs/sdk/src/generated/models';

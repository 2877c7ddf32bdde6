import { SOMETHING_WENT_WRONG } from '@storefront/domain';
import { SdkError } from '@storefront/sdk';

/** What a failure toast says: the SDK's message (server meta.message or the spec's fallback). */
export function messageOf(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  if (error instanceof SdkError) return error.message;
  return fallback;
}

/** Errors kept on the stores: an SdkError from a call, or anything else thrown. */
export type StoreError = SdkError | Error;

export function toStoreError(error: unknown): StoreError {
  return error instanceof Error ? error : new Error(String(error));
}

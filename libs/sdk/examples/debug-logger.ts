import { createMemoryTokenStore, createStorefrontSdk, type StorefrontSdkConfig } from '@storefront/sdk';

/** Logs every request to the console: `[storefront-sdk] GET /api/v1/carts (getCart) 200 in 12 ms`. */
export function createDebugSdk(baseUrl: string) {
  return createStorefrontSdk({ baseUrl, tokenStore: createMemoryTokenStore(), logger: console });
}

/** Or into your own logger, as structured entries (the token headers read '[redacted]'). */
export const sdkLogger: StorefrontSdkConfig['logger'] = {
  debug(message, entry) {
    const { operation, method, path, status, durationMs } = entry;
    if (status >= 500 || status === 0) console.error(message, { operation, method, path, status, durationMs });
  },
};

/** Only when asked: e.g. SDK_DEBUG=1 in Node. */
export const optionalLogger = process.env.SDK_DEBUG ? console : undefined;

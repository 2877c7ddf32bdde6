import type { SdkLogger } from './client/logger';
import { createTransport, type LocaleOption } from './client/transport';
import type { TokenStore } from './tokens/token-store';
import { accountApi } from './namespaces/account';
import { addressesApi } from './namespaces/addresses';
import { authApi } from './namespaces/auth';
import { cartApi } from './namespaces/cart';
import { catalogApi } from './namespaces/catalog';
import { contactApi } from './namespaces/contact';
import { contentApi } from './namespaces/content';
import { couponsApi } from './namespaces/coupons';
import { deliveryApi } from './namespaces/delivery';
import { ordersApi } from './namespaces/orders';
import { paymentsApi } from './namespaces/payments';
import { reviewsApi } from './namespaces/reviews';
import { searchApi } from './namespaces/search';
import { settingsApi } from './namespaces/settings';
import { subscriberApi } from './namespaces/subscriber';
import { walletApi } from './namespaces/wallet';
import { wishlistApi } from './namespaces/wishlist';

export interface StorefrontSdkConfig {
  /** The API base including `/api/v1`, e.g. `https://shop.example/api/v1` or `/api/v1` in the browser. */
  baseUrl: string;
  /** Where tokens live: `createBrowserTokenStore()` or `createMemoryTokenStore()`. */
  tokenStore: TokenStore;
  /** A fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
  /** Called after a "Token expired." response removed the auth token (the app signs the shopper out). */
  onTokenExpired?: () => void;
  /**
   * A debug log of every request: operation, method, path, status and duration, with the
   * `Authorization` and `CartAuthorization` headers redacted. Pass `console`, or any `{ debug(message, entry) }`.
   */
  logger?: SdkLogger;
  /**
   * The shopper's language, sent as `Accept-Language` on every request (`'hi-IN'`, or a getter such as
   * `() => currentLocale` read per request). The API answers catalogue reads in it (`Content-Language`).
   * Without it the browser's own `Accept-Language` goes out, and Node sends none (English).
   */
  locale?: LocaleOption;
}

/**
 * Builds the commerce SDK: one openapi-fetch transport on the contract, shared by a namespace per area.
 * Framework-free; runs in Node 20 and the browser.
 */
export function createStorefrontSdk(config: StorefrontSdkConfig) {
  const context = { client: createTransport(config), tokens: config.tokenStore };
  return {
    settings: settingsApi(context),
    catalog: catalogApi(context),
    search: searchApi(context),
    auth: authApi(context),
    account: accountApi(context),
    cart: cartApi(context),
    coupons: couponsApi(context),
    wishlist: wishlistApi(context),
    addresses: addressesApi(context),
    delivery: deliveryApi(context),
    orders: ordersApi(context),
    payments: paymentsApi(context),
    reviews: reviewsApi(context),
    wallet: walletApi(context),
    content: contentApi(context),
    subscriber: subscriberApi(context),
    contact: contactApi(context),
    /** The token store the SDK reads and writes. */
    tokens: config.tokenStore,
  };
}

/** The SDK object. */
export type StorefrontSdk = ReturnType<typeof createStorefrontSdk>;

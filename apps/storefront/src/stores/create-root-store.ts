import type { Locale } from '@storefront/domain';
import { createStorefrontSdk, type TokenStore } from '@storefront/sdk';
import type { Navigator, Notifier, Timers } from './ports';
import type { PaymentWindow } from './support/payment-window';
import { RootStore, type RootStoreOptions, type StoreEnvironment } from './root-store';

export interface CreateRootStoreOptions {
  /** API base including `/api/v1`. */
  baseUrl: string;
  tokenStore: TokenStore;
  notifier: Notifier;
  navigator: Navigator;
  fetch?: typeof globalThis.fetch;
  /** The page's language: the SDK sends it as `Accept-Language` on every request. */
  locale?: Locale;
  env?: Partial<StoreEnvironment>;
  timers?: Timers;
  colourVariables?: RootStoreOptions['colourVariables'];
  paymentWindow?: PaymentWindow;
}

/**
 * Builds the SDK and the RootStore together, wiring the SDK's "Token expired." handler to the auth store
 * (the client reports expiry through a registered handler, never by importing the store).
 */
export function createRootStore({ baseUrl, tokenStore, notifier, navigator, fetch, locale, env, timers, colourVariables, paymentWindow }: CreateRootStoreOptions): RootStore {
  let root: RootStore | null = null;
  const sdk = createStorefrontSdk({
    baseUrl,
    tokenStore,
    fetch,
    locale,
    onTokenExpired: () => root?.auth.handleTokenExpired(),
  });
  root = new RootStore({ sdk, notifier, navigator, env, timers, colourVariables, paymentWindow });
  return root;
}

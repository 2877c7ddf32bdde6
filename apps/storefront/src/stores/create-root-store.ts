import { DEFAULT_LOCALE } from '@storefront/domain';
import { createStorefrontSdk, type TokenStore } from '@storefront/sdk';
import type { Navigator, Notifier, Timers } from './ports';
import type { LocalePage } from './locale-store';
import type { PaymentWindow } from './support/payment-window';
import type { PrivateStoreBuilders } from './private-stores';
import { RootStore, type RootStoreOptions, type StoreEnvironment } from './root-store';

export interface CreateRootStoreOptions {
  /** API base including `/api/v1`. */
  baseUrl: string;
  tokenStore: TokenStore;
  notifier: Notifier;
  navigator: Navigator;
  fetch?: typeof globalThis.fetch;
  env?: Partial<StoreEnvironment>;
  timers?: Timers;
  colourVariables?: RootStoreOptions['colourVariables'];
  paymentWindow?: PaymentWindow;
  /** The page, for its language (`root.locale`), which the SDK sends as `Accept-Language` on every request. */
  localePage?: LocalePage;
  /** The private screens' store builders when already at hand (tests); see `RootStoreOptions`. */
  privateStores?: PrivateStoreBuilders;
}

/**
 * Builds the SDK and the RootStore together, wiring the SDK's "Token expired." handler to the auth store
 * (the client reports expiry through a registered handler, never by importing the store).
 */
export function createRootStore({ baseUrl, tokenStore, notifier, navigator, fetch, env, timers, colourVariables, paymentWindow, localePage, privateStores }: CreateRootStoreOptions): RootStore {
  let root: RootStore | null = null;
  const sdk = createStorefrontSdk({
    baseUrl,
    tokenStore,
    fetch,
    locale: () => root?.locale.locale ?? DEFAULT_LOCALE,
    onTokenExpired: () => root?.auth.handleTokenExpired(),
  });
  root = new RootStore({ sdk, notifier, navigator, env, timers, colourVariables, paymentWindow, localePage, privateStores });
  return root;
}

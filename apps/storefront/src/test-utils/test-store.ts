import { createMemoryTokenStore, type StorageKey, type TokenStore } from '@storefront/sdk';
import type { FakeApi } from '@storefront/sdk/testing';
import { storeColorVariables } from '@storefront/themes';
import { createRootStore, type Navigator, type PaymentWindow, type RootStore, type StoreEnvironment, type Timers } from '../stores';
import { privateStoreBuilders } from '../stores/private-stores';
import { createRecordingNavigator, createRecordingNotifier, type RecordingNavigator, type RecordingNotifier } from './recording-ports';

export interface TestStoreOptions {
  /** Tokens already held (a returning shopper). */
  tokens?: Partial<Record<StorageKey, string>>;
  env?: Partial<StoreEnvironment>;
  timers?: Timers;
  /** A navigator to use instead of the recording one (e.g. bound to a memory router). */
  navigator?: Navigator;
  /** The payment providers' popup and redirects (a test plays the provider). */
  paymentWindow?: PaymentWindow;
  /**
   * false: the private screens' stores load with the first private screen, as in the browser. By default
   * they are at hand from the start, so a test can read `root.checkout` without loading them first.
   */
  privateStoresAtHand?: boolean;
}

export interface TestStore {
  root: RootStore;
  notifier: RecordingNotifier;
  navigator: RecordingNavigator;
  tokenStore: TokenStore;
}

/** A real RootStore on a real SDK talking to the msw fake of the API; ports record what happens. */
export function createTestStore(fake: FakeApi, options: TestStoreOptions = {}): TestStore {
  const notifier = createRecordingNotifier();
  const navigator = createRecordingNavigator();
  const tokenStore = createMemoryTokenStore(options.tokens);
  const root = createRootStore({
    baseUrl: fake.baseUrl,
    tokenStore,
    notifier,
    navigator: options.navigator ?? navigator,
    env: { hostname: 'shop.example.in', document: null, ...options.env },
    timers: options.timers,
    colourVariables: storeColorVariables,
    paymentWindow: options.paymentWindow,
    privateStores: options.privateStoresAtHand === false ? undefined : privateStoreBuilders,
  });
  return { root, notifier, navigator, tokenStore };
}

import { makeObservable, observable, runInAction } from 'mobx';
import type { StorefrontSdk } from '@storefront/sdk';
import { AuthStore } from './auth-store';
import { CartStore } from './cart-store';
import { CatalogStore } from './catalog-store';
import { ContentStore } from './content-store';
import { MyOrdersStore } from './my-orders-store';
import { ReviewsStore } from './reviews-store';
import { WalletStore } from './wallet-store';
import { CouponsStore } from './coupons-store';
import { SearchStore } from './search-store';
import { SettingsStore } from './settings-store';
import { UiStore } from './ui-store';
import { WishlistStore } from './wishlist-store';
import { realTimers, type Navigator, type Notifier, type PageDocument, type Timers } from './ports';

/** What the stores know about where they run (from the app config). */
export interface StoreEnvironment {
  /** The page's hostname (theme rule for local hosts, COD-restricted coupon hosts). */
  hostname: string;
  /** A theme forced by the build or the runtime config. */
  themeOverride: string | null;
  /** A `?theme=` preview. */
  themePreview: string | null;
  /** Hosts where coupons wait for a payment method other than cod. */
  codRestrictedCouponHosts: string[];
  /** The scroll-to-top button is hidden on paths containing any of these. */
  scrollToTopHiddenOn: string[];
  /** The page that settings decorate (title, icon, colours); null outside a browser. */
  document: PageDocument | null;
}

export interface RootStoreOptions {
  sdk: StorefrontSdk;
  notifier: Notifier;
  navigator: Navigator;
  env?: Partial<StoreEnvironment>;
  timers?: Timers;
}

/**
 * The one store of the app: built once with the SDK and the notifier and navigator ports, it passes itself
 * to a store per domain, which reach their siblings through `root`.
 */
export class RootStore {
  readonly sdk: StorefrontSdk;
  readonly notifier: Notifier;
  readonly navigator: Navigator;
  readonly timers: Timers;
  readonly env: StoreEnvironment;

  readonly auth: AuthStore;
  readonly ui: UiStore;
  readonly settings: SettingsStore;
  readonly content: ContentStore;
  readonly catalog: CatalogStore;
  readonly search: SearchStore;
  readonly cart: CartStore;
  readonly coupons: CouponsStore;
  readonly wishlist: WishlistStore;
  readonly myOrders: MyOrdersStore;
  readonly wallet: WalletStore;
  readonly reviews: ReviewsStore;

  /** Settings have answered (or failed): the look is decided and the loading screen can go. */
  ready = false;
  /** Every start-up call has answered. */
  startupDone = false;

  constructor({ sdk, notifier, navigator, env = {}, timers = realTimers }: RootStoreOptions) {
    this.sdk = sdk;
    this.notifier = notifier;
    this.navigator = navigator;
    this.timers = timers;
    this.env = {
      hostname: env.hostname ?? '',
      themeOverride: env.themeOverride ?? null,
      themePreview: env.themePreview ?? null,
      codRestrictedCouponHosts: env.codRestrictedCouponHosts ?? [],
      scrollToTopHiddenOn: env.scrollToTopHiddenOn ?? [],
      document: env.document ?? null,
    };
    // Order matters only for auth: its constructor reads the tokens through `this.sdk`, set above. The
    // other stores touch their siblings in actions and computeds only, never while being built.
    this.auth = new AuthStore(this);
    this.ui = new UiStore(this);
    this.settings = new SettingsStore(this);
    this.content = new ContentStore(this);
    this.catalog = new CatalogStore(this);
    this.search = new SearchStore(this);
    this.cart = new CartStore(this);
    this.coupons = new CouponsStore(this);
    this.wishlist = new WishlistStore(this);
    this.myOrders = new MyOrdersStore(this);
    this.wallet = new WalletStore(this);
    this.reviews = new ReviewsStore(this);
    makeObservable(this, { ready: observable, startupDone: observable });
  }

  /**
   * Start-up (spec section 4): settings, CMS pages, categories, top categories, cart, coupons, home
   * sections and brands; the user when an auth token exists; the wishlist when an auth or cart token
   * exists. All at once; each area keeps its own loading flag and failure state. Resolves when all answered.
   */
  async start(): Promise<void> {
    const { isSignedIn, hasCartToken } = this.auth;
    const settings = this.settings.load().finally(() =>
      runInAction(() => {
        this.ready = true;
      }),
    );
    await Promise.all([
      settings,
      this.content.loadPages(),
      this.catalog.loadCategories(),
      this.catalog.loadTopCategories(),
      this.cart.load(),
      this.coupons.load(),
      isSignedIn || hasCartToken ? this.wishlist.load() : Promise.resolve(),
      this.catalog.loadHome(),
      isSignedIn ? this.auth.loadUser() : Promise.resolve(),
    ]);
    runInAction(() => {
      this.startupDone = true;
    });
  }

  /** Forgets everything a logout must forget: the shopper, their cart, wishlist and open overlays. */
  clear(): void {
    this.auth.clear();
    this.cart.clear();
    this.wishlist.clear();
    this.myOrders.clear();
    this.wallet.clear();
    this.search.clear();
    this.ui.closeAll();
  }
}

import { action, computed, makeObservable, observable } from 'mobx';
import type { StorefrontSdk } from '@storefront/sdk';
import { AuthStore } from './auth-store';
import { CartStore } from './cart-store';
import { CategoriesStore } from './categories-store';
import { ContentStore } from './content-store';
import { CouponsStore } from './coupons-store';
import { DeliveryStore } from './delivery-store';
import { HomeStore } from './home-store';
import { OrderTrackingStore } from './order-tracking-store';
import { ProductDetailStore } from './product-detail-store';
import { ProductListStore } from './product-list-store';
import { ReviewsStore } from './reviews-store';
import { SearchStore } from './search-store';
import { SettingsStore, type StoreColourSettings } from './settings-store';
import { UiStore } from './ui-store';
import { WishlistStore } from './wishlist-store';
import type { PaymentWindow } from './support/payment-window';
import type { PrivateScreenStores, PrivateStoreBuilders } from './private-stores';
import type { AddressStore } from './address-store';
import type { CheckoutStore } from './checkout-store';
import type { GuestContactStore } from './guest-contact-store';
import type { OrderHistoryStore } from './order-history-store';
import type { PaymentsStore } from './payments-store';
import type { PlaceOrderStore } from './place-order-store';
import type { WalletStore } from './wallet-store';
import { LocaleStore, type LocalePage } from './locale-store';
import { realTimers, type Navigator, type Notifier, type PageDocument, type Timers } from './ports';

/** What the stores know about where they run (from the app config). */
export interface StoreEnvironment {
  /** The page's hostname (theme rule for local hosts). */
  hostname: string;
  /** The page's host with its port, as the footer shows it. */
  host: string;
  /** A theme forced by the build or the runtime config. */
  themeOverride: string | null;
  /** A `?theme=` preview. */
  themePreview: string | null;
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
  /**
   * The CSS custom properties for the store's colours (the themes' `storeColorVariables`), injected
   * because the stores do not depend on the look. Without it the page keeps the themes' colours.
   */
  colourVariables?: (colours: StoreColourSettings) => Record<string, string>;
  /** The card popup and the redirects of the payment providers (the browser's by default). */
  paymentWindow?: PaymentWindow;
  /** The page, for its language (English at `/` when not given). */
  localePage?: LocalePage;
  /**
   * The private screens' store builders, when the caller has them already (tests); otherwise the first
   * private screen loads them (`loadPrivateStores`).
   */
  privateStores?: PrivateStoreBuilders;
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
  readonly colourVariables: (colours: StoreColourSettings) => Record<string, string>;

  readonly locale: LocaleStore;
  readonly auth: AuthStore;
  readonly ui: UiStore;
  readonly settings: SettingsStore;
  readonly content: ContentStore;
  readonly categories: CategoriesStore;
  readonly home: HomeStore;
  readonly productList: ProductListStore;
  readonly productDetail: ProductDetailStore;
  readonly search: SearchStore;
  readonly cart: CartStore;
  readonly coupons: CouponsStore;
  readonly wishlist: WishlistStore;
  readonly reviews: ReviewsStore;
  readonly delivery: DeliveryStore;
  private orderTrackingStore: OrderTrackingStore | null = null;
  /** The stores of the private screens, each built when first used (see `address` and the getters after it). */
  private readonly builtLater: Partial<PrivateScreenStores> = {};
  private privateBuilders: PrivateStoreBuilders | null;
  private privateBuildersLoading: Promise<void> | null = null;
  private readonly paymentWindow: PaymentWindow | undefined;

  /** Settings have answered (or failed): the look is decided and the loading screen can go. */
  ready = false;
  /** Every start-up call has answered. */
  startupDone = false;
  /** What `loadForPage` loaded and no screen has taken yet (keys of stores/page-data-keys.ts). */
  private readonly loadedForPage = new Set<string>();

  constructor({ sdk, notifier, navigator, env = {}, timers = realTimers, colourVariables = () => ({}), paymentWindow, localePage, privateStores }: RootStoreOptions) {
    this.sdk = sdk;
    this.colourVariables = colourVariables;
    this.notifier = notifier;
    this.navigator = navigator;
    this.timers = timers;
    this.env = {
      hostname: env.hostname ?? '',
      host: env.host ?? env.hostname ?? '',
      themeOverride: env.themeOverride ?? null,
      themePreview: env.themePreview ?? null,
      scrollToTopHiddenOn: env.scrollToTopHiddenOn ?? [],
      document: env.document ?? null,
    };
    // Order matters only for auth: its constructor reads the tokens through `this.sdk`, set above. The
    // other stores touch their siblings in actions and computeds only, never while being built (the product
    // list's Category filter reads `categories`, the header limit reads `settings`, both lazily).
    this.locale = new LocaleStore(localePage);
    this.auth = new AuthStore(this);
    this.ui = new UiStore(this);
    this.settings = new SettingsStore(this);
    this.content = new ContentStore(this);
    this.categories = new CategoriesStore(this);
    this.home = new HomeStore(this);
    this.productList = new ProductListStore(this);
    this.productDetail = new ProductDetailStore(this);
    this.search = new SearchStore(this);
    this.cart = new CartStore(this);
    this.coupons = new CouponsStore(this);
    this.wishlist = new WishlistStore(this);
    this.reviews = new ReviewsStore(this);
    this.delivery = new DeliveryStore(this);
    this.paymentWindow = paymentWindow;
    this.privateBuilders = privateStores ?? null;
    makeObservable<this, 'markReady' | 'markStartupDone' | 'takePrivateBuilders' | 'privateBuilders'>(this, {
      ready: observable,
      startupDone: observable,
      privateBuilders: observable.ref,
      privateStoresLoaded: computed,
      markReady: action,
      markStartupDone: action,
      takePrivateBuilders: action,
    });
  }

  /*
   * The private screens' stores (checkout, my account, the guest's contact) are in their own chunk, loaded
   * with the first private screen: a public page, which is most first visits, never reads them. Each is
   * built the first time something reads it; its constructor only sets fields (nothing starts watching or
   * loading), so when one is built changes nothing else.
   */

  /** Loads the private screens' stores (once; a failed load is tried again on the next call). */
  loadPrivateStores(): Promise<void> {
    if (this.privateBuilders) return Promise.resolve();
    this.privateBuildersLoading ??= import('./private-stores').then(
      ({ privateStoreBuilders }) => this.takePrivateBuilders(privateStoreBuilders),
      (error: unknown) => {
        this.privateBuildersLoading = null;
        throw error;
      },
    );
    return this.privateBuildersLoading;
  }

  /** The private screens' stores can be read (`loadPrivateStores` has resolved). */
  get privateStoresLoaded(): boolean {
    return this.privateBuilders !== null;
  }

  private takePrivateBuilders(builders: PrivateStoreBuilders): void {
    this.privateBuilders = builders;
  }

  /**
   * A private store for a public one that only glances at it (the coupon box's chosen payment method, the
   * delivery check's saved addresses): null until the private stores are loaded, when there is nothing in it.
   */
  privateStoreIfLoaded<K extends keyof PrivateScreenStores>(key: K): PrivateScreenStores[K] | null {
    return this.privateStoresLoaded ? this.privateStore(key) : null;
  }

  private privateStore<K extends keyof PrivateScreenStores>(key: K): PrivateScreenStores[K] {
    const built = this.builtLater[key];
    if (built) return built;
    if (!this.privateBuilders) throw new Error(`The private screens' stores are not loaded: await loadPrivateStores() before reading "${key}".`);
    const store = this.privateBuilders[key](this, this.paymentWindow);
    this.builtLater[key] = store;
    return store;
  }

  get address(): AddressStore {
    return this.privateStore('address');
  }

  get checkout(): CheckoutStore {
    return this.privateStore('checkout');
  }

  get placeOrder(): PlaceOrderStore {
    return this.privateStore('placeOrder');
  }

  get payments(): PaymentsStore {
    return this.privateStore('payments');
  }

  get orderHistory(): OrderHistoryStore {
    return this.privateStore('orderHistory');
  }

  get wallet(): WalletStore {
    return this.privateStore('wallet');
  }

  get guestContact(): GuestContactStore {
    return this.privateStore('guestContact');
  }

  /** Track order is a public page (the server renders its form): its store comes with the entry. */
  get orderTracking(): OrderTrackingStore {
    return (this.orderTrackingStore ??= new OrderTrackingStore(this));
  }

  /**
   * Start-up (docs/product.md §4): settings, CMS pages, categories, top categories, cart and coupons; the user
   * when an auth token exists; the wishlist when an auth or cart token exists. All at once; each area keeps
   * its own loading flag and failure state. Resolves when all answered. The home sections and brands are
   * not here: the home screen loads them (eight calls), so a shopper who lands on a product or the
   * list does not pay for them (docs/decisions.md, "Home and list pages, first load").
   */
  async start(): Promise<void> {
    await Promise.all([this.startPublic(), this.startPersonal()]);
    this.markStartupDone();
  }

  /**
   * The part of start-up that is the same for every shopper: what the server renders a page with, and what
   * the browser loads (from the page's boot data) before hydrating it.
   */
  async startPublic(): Promise<void> {
    // settings.load never throws (runRequest answers failures), so ready follows it either way.
    const settings = this.settings.load().then(() => this.markReady());
    await Promise.all([settings, this.content.loadPages(), this.categories.loadTree()]);
  }

  /** The shopper's own part of start-up: cart, coupons, wishlist and user. Never rendered on the server. */
  async startPersonal(): Promise<void> {
    const { isSignedIn, hasCartToken } = this.auth;
    await Promise.all([
      this.cart.load(),
      this.coupons.load(),
      isSignedIn || hasCartToken ? this.wishlist.load() : Promise.resolve(),
      isSignedIn ? this.auth.loadUser() : Promise.resolve(),
    ]);
  }

  /** After hydrating a server-rendered page: the shopper's own part of start-up. */
  async finishStartAfterHydration(): Promise<void> {
    await this.startPersonal();
    this.markStartupDone();
  }

  /**
   * Loads a screen's data before its page is rendered (on the server, or in the browser before hydrating),
   * and remembers it under `key` so that the screen's own load on mount (`loadOnMount`) is skipped once.
   */
  async loadForPage(key: string, load: () => Promise<unknown>): Promise<void> {
    await load();
    this.loadedForPage.add(key);
  }

  /** A screen's load when it mounts, unless `loadForPage` has just loaded the same data for the page. */
  loadOnMount(key: string, load: () => Promise<unknown>): void {
    if (this.loadedForPage.delete(key)) return;
    void load();
  }

  private markReady(): void {
    this.ready = true;
  }

  private markStartupDone(): void {
    this.startupDone = true;
  }

  /** Forgets everything a logout must forget: the shopper, their cart, wishlist and open overlays. */
  clear(): void {
    this.auth.clear();
    this.cart.clear();
    this.wishlist.clear();
    // A private store not built yet holds nothing to forget.
    this.builtLater.address?.clear();
    this.builtLater.checkout?.clear();
    this.builtLater.orderHistory?.clear();
    this.builtLater.wallet?.clear();
    this.search.clear();
    this.builtLater.guestContact?.clear();
    this.orderTrackingStore?.clear();
    this.delivery.clear();
    this.ui.closeAll();
  }
}

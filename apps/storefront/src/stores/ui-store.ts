import { makeAutoObservable } from 'mobx';
import { NAVIGATION_STATE_RESET_MS, type AuthRoute } from '@storefront/domain';
import type { NavigateOptions } from './ports';
import type { RootStore } from './root-store';

/** A navigation requested from state: a path with router options. */
export interface PendingNavigation {
  to: string;
  options?: NavigateOptions;
}

/** Which overlays are open, and navigation triggered from state. */
export class UiStore {
  signInPromptOpen = false;
  cartDrawerOpen = false;
  wishlistDrawerOpen = false;
  mobileMenuOpen = false;
  searchOpen = false;
  /** The auth modal's internal sub-route ("/login", "/register", "/forgot-password", "/otp-login"). */
  authRoute: AuthRoute = '/login';
  /** The last navigation requested from state; reset 400 ms after the router acted (docs/product.md §9). */
  navigation: PendingNavigation | null = null;

  private resetTimer: unknown = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'resetTimer'>(this, { root: false, resetTimer: false }, { autoBind: true });
  }

  get anyOverlayOpen(): boolean {
    return this.signInPromptOpen || this.cartDrawerOpen || this.wishlistDrawerOpen || this.mobileMenuOpen || this.searchOpen;
  }

  /**
   * Navigates from state: keeps the path and options as `navigation`, hands them to the router (the
   * navigator port), and clears them 400 ms later.
   */
  navigate(to: string, options?: NavigateOptions): void {
    this.navigation = { to, options };
    this.root.navigator.navigate(to, options);
    if (this.resetTimer !== null) this.root.timers.clearTimeout(this.resetTimer);
    this.resetTimer = this.root.timers.setTimeout(() => this.resetNavigation(), NAVIGATION_STATE_RESET_MS);
  }

  resetNavigation(): void {
    this.resetTimer = null;
    this.navigation = null;
  }

  /** Opens the sign-in prompt (the auth modal) at a sub-route, "/login" by default. */
  openSignInPrompt(route: AuthRoute = '/login'): void {
    this.closeAll();
    this.authRoute = route;
    this.signInPromptOpen = true;
  }

  /** Moves the auth modal to another sub-route (the forms' links and back arrows). */
  setAuthRoute(route: AuthRoute): void {
    this.authRoute = route;
  }

  closeSignInPrompt(): void {
    this.signInPromptOpen = false;
  }

  openCartDrawer(): void {
    this.closeAll();
    this.cartDrawerOpen = true;
  }

  closeCartDrawer(): void {
    this.cartDrawerOpen = false;
  }

  openWishlistDrawer(): void {
    this.closeAll();
    this.wishlistDrawerOpen = true;
  }

  closeWishlistDrawer(): void {
    this.wishlistDrawerOpen = false;
  }

  openMobileMenu(): void {
    this.closeAll();
    this.mobileMenuOpen = true;
  }

  closeMobileMenu(): void {
    this.mobileMenuOpen = false;
  }

  toggleMobileMenu(): void {
    if (this.mobileMenuOpen) this.closeMobileMenu();
    else this.openMobileMenu();
  }

  openSearch(): void {
    this.closeAll();
    this.searchOpen = true;
  }

  /** Closing the search overlay clears its text and results (docs/product.md §4). */
  closeSearch(): void {
    this.searchOpen = false;
    this.root.search.clear();
  }

  /** The account icon: signed in goes to /my-account, signed out opens the sign-in prompt. */
  openAccount(): void {
    if (this.root.auth.isSignedIn) this.navigate('/my-account');
    else this.openSignInPrompt();
  }

  closeAll(): void {
    this.signInPromptOpen = false;
    this.cartDrawerOpen = false;
    this.wishlistDrawerOpen = false;
    this.mobileMenuOpen = false;
    if (this.searchOpen) this.closeSearch();
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import { LOGOUT_DELAY_MS, STORAGE_KEYS } from '@storefront/domain';
import type { User } from '@storefront/sdk';
import { delay } from './ports';
import { toStoreError, type StoreError } from './errors';
import type { RootStore } from './root-store';

/**
 * Who is shopping. The tokens live in the SDK's token store (local storage); this store mirrors them as
 * observables so the header, guards and checkout react when they change.
 */
export class AuthStore {
  user: User | null = null;
  authUserLoading = false;
  error: StoreError | null = null;
  authToken: string | null = null;
  cartToken: string | null = null;
  isGuestUser = false;
  /** Logout's 1 s delay is running. */
  loggingOut = false;
  /** The user was asked for with the current auth token (answered or failed). */
  private userChecked = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
    this.syncTokens();
  }

  /** An auth token (registered or guest) is held. */
  get isSignedIn(): boolean {
    return this.authToken !== null;
  }

  /** An anonymous cart token is held. */
  get hasCartToken(): boolean {
    return this.cartToken !== null;
  }

  /** The account guard waits: the user is loading, or a token is held and the user not asked for yet. */
  get checkingUser(): boolean {
    return this.authUserLoading || (this.isSignedIn && this.user === null && !this.userChecked);
  }

  /** Re-reads the tokens after the SDK changed them (add to cart, login, expiry). */
  syncTokens(): void {
    const tokens = this.root.sdk.tokens;
    const authToken = tokens.get(STORAGE_KEYS.authToken);
    if (authToken !== this.authToken) this.userChecked = false;
    this.authToken = authToken;
    this.cartToken = tokens.get(STORAGE_KEYS.cartToken);
    this.isGuestUser = tokens.get(STORAGE_KEYS.isGuestUser) === 'true';
  }

  /** Loads the signed-in user; without an auth token the user is none. A failure leaves none. */
  async loadUser(): Promise<void> {
    this.syncTokens();
    if (!this.authToken) {
      this.user = null;
      this.userChecked = true;
      return;
    }
    this.authUserLoading = true;
    this.error = null;
    try {
      const { data } = await this.root.sdk.account.currentUser();
      runInAction(() => {
        this.user = data;
      });
    } catch (error) {
      runInAction(() => {
        this.user = null;
        this.error = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.authUserLoading = false;
        this.userChecked = true;
      });
    }
  }

  /**
   * Logout (spec section 4): after a 1 s delay the session is revoked and all local storage cleared, every
   * store forgets the shopper, then the cart and the user are reloaded (the user becomes none).
   */
  async logout(): Promise<void> {
    if (this.loggingOut) return;
    this.loggingOut = true;
    await delay(this.root.timers, LOGOUT_DELAY_MS);
    try {
      await this.root.sdk.auth.logout();
    } catch {
      // The SDK clears the tokens even when the server cannot be reached; nothing else to do.
    }
    this.root.clear();
    await Promise.all([this.root.cart.load(), this.loadUser()]);
    runInAction(() => {
      this.loggingOut = false;
    });
  }

  /**
   * The SDK saw "Token expired." and removed auth_token: sign the shopper out here too (user, wishlist)
   * and reload the cart, which is no longer theirs. Repeated reports of the same expiry act once.
   */
  handleTokenExpired(): void {
    const wasSignedIn = this.isSignedIn;
    this.syncTokens();
    if (!wasSignedIn || this.isSignedIn) return;
    this.user = null;
    this.userChecked = true;
    this.root.wishlist.clear();
    void this.root.cart.load();
  }

  clear(): void {
    this.user = null;
    this.error = null;
    this.authUserLoading = false;
    this.userChecked = false;
    this.syncTokens();
  }
}

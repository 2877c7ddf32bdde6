import { makeAutoObservable } from 'mobx';
import { LOGOUT_DELAY_MS, STORAGE_KEYS } from '@storefront/domain';
import type { User } from '@storefront/sdk';
import { delay } from './ports';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { ObservableTokens } from './support/observable-tokens';
import { runRequest } from './support/run-request';

/**
 * Who is shopping. The tokens live in the SDK's token store (local storage) and are read from it through
 * `ObservableTokens`, so the header, guards and checkout react when the SDK, a logout or another tab
 * changes them; no copy to keep in step.
 */
export class AuthStore {
  user: User | null = null;
  authUserLoading = false;
  error: StoreError | null = null;
  /** Logout's 1 s delay is running. */
  loggingOut = false;
  /** The auth token the user was last asked for with (answered or failed); undefined before the first ask. */
  private checkedToken: string | null | undefined = undefined;
  private readonly tokens: ObservableTokens;

  constructor(readonly root: RootStore) {
    this.tokens = new ObservableTokens(root.sdk.tokens);
    makeAutoObservable<AuthStore, 'tokens'>(this, { root: false, tokens: false }, { autoBind: true });
  }

  get authToken(): string | null {
    return this.tokens.get(STORAGE_KEYS.authToken);
  }

  get cartToken(): string | null {
    return this.tokens.get(STORAGE_KEYS.cartToken);
  }

  get isGuestUser(): boolean {
    return this.tokens.get(STORAGE_KEYS.isGuestUser) === 'true';
  }

  /** An auth token (registered or guest) is held. */
  get isSignedIn(): boolean {
    return this.authToken !== null;
  }

  /** An anonymous cart token is held. */
  get hasCartToken(): boolean {
    return this.cartToken !== null;
  }

  /** The account guard waits: the user is loading, or a token is held and the user not asked for with it yet. */
  get checkingUser(): boolean {
    return this.authUserLoading || (this.isSignedIn && this.user === null && this.checkedToken !== this.authToken);
  }

  /** Loads the signed-in user; without an auth token the user is none. A failure leaves none. */
  async loadUser(): Promise<void> {
    const token = this.authToken;
    if (!token) {
      this.user = null;
      this.checkedToken = null;
      return;
    }
    this.error = null;
    await runRequest(this.root.notifier, () => this.root.sdk.account.currentUser(), {
      loading: (on) => (this.authUserLoading = on),
      onSuccess: ({ data }) => (this.user = data),
      onFailure: (error) => {
        this.user = null;
        this.error = error;
      },
    });
    this.markChecked(token);
  }

  /**
   * Logout (spec section 4): after a 1 s delay the session is revoked and all local storage cleared, every
   * store forgets the shopper, then the cart and the user are reloaded (the user becomes none).
   */
  async logout(): Promise<void> {
    if (this.loggingOut) return;
    this.loggingOut = true;
    await delay(this.root.timers, LOGOUT_DELAY_MS);
    // The SDK clears the tokens even when the server cannot be reached; a failure needs no toast.
    await runRequest(this.root.notifier, () => this.root.sdk.auth.logout());
    this.root.clear();
    await Promise.all([this.root.cart.load(), this.loadUser()]);
    this.finishLogout();
  }

  /**
   * The SDK saw "Token expired." and removed auth_token: sign the shopper out here too (user, wishlist)
   * and reload the cart, which is no longer theirs. Repeated reports of the same expiry act once.
   */
  handleTokenExpired(): void {
    if (this.isSignedIn || this.checkedToken === null) return;
    this.user = null;
    this.checkedToken = null;
    this.root.wishlist.clear();
    void this.root.cart.load();
  }

  clear(): void {
    this.user = null;
    this.error = null;
    this.authUserLoading = false;
    this.checkedToken = undefined;
  }

  /** The user was asked for with `token`; if the token changed meanwhile (expiry, login), that one is not. */
  private markChecked(token: string): void {
    if (this.authToken === token) this.checkedToken = token;
  }

  private finishLogout(): void {
    this.loggingOut = false;
  }
}

import { makeAutoObservable } from 'mobx';
import {
  FALLBACK_ERROR_MESSAGES,
  LOGOUT_DELAY_MS,
  SOMETHING_WENT_WRONG,
  STORAGE_KEYS,
  SUCCESS_MESSAGES,
  checkoutPath,
  registeredMessage,
  toRegisterPayload,
  type RegisterFormOptions,
  type RegisterFormValues,
} from '@storefront/domain';
import { SdkError, type components, type State, type User } from '@storefront/sdk';
import { AuthCodesStore } from './auth-codes-store';
import { delay } from './ports';
import { messageOf, type StoreError } from './errors';
import type { RootStore } from './root-store';
import { ObservableTokens } from './support/observable-tokens';
import { runRequest } from './support/run-request';

/** Where the auth forms are: the sign-in modal (success goes to /) or checkout's auth step (to step=address). */
export type AuthPlacement = 'modal' | 'checkout';

type RegisterBody = components['schemas']['RegisterParams'];

/** What the profile form may change (PUT current_user_detail). */
export type ProfileChanges = components['schemas']['UserUpdateInput'];

/** A profile save: done, or the server's field errors by field name. */
export type ProfileResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Success toast of a profile save (the spec names none). */
export const PROFILE_UPDATED_MESSAGE = SUCCESS_MESSAGES.profileUpdated;

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
  /** Email/mobile login is being sent (its form's Login button shows Loading...). */
  signingIn = false;
  /** Registration (and the sign-in after it) is being sent. */
  registering = false;
  /** The states the B2B form's Business State offers. */
  states: State[] = [];
  statesLoading = false;
  /** The profile form is being saved. */
  profileSaving = false;
  /** OTP login and forgot password: the flows that send a code. */
  readonly codes: AuthCodesStore;
  /** The auth token the user was last asked for with (answered or failed); undefined before the first ask. */
  private checkedToken: string | null | undefined = undefined;
  private readonly tokens: ObservableTokens;

  constructor(readonly root: RootStore) {
    this.tokens = new ObservableTokens(root.sdk.tokens);
    this.codes = new AuthCodesStore(root);
    makeAutoObservable<AuthStore, 'tokens'>(this, { root: false, tokens: false, codes: false }, { autoBind: true });
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
   * Email-or-mobile and password login (docs/product.md §4). The SDK keeps the token as auth_token and drops
   * cart_token and isGuestUser; the API merged the guest's cart into the shopper's.
   */
  async login(emailOrMobile: string, password: string, placement: AuthPlacement): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.auth.loginWithIdentifier(emailOrMobile, password), {
      loading: (on) => (this.signingIn = on),
      successToast: SUCCESS_MESSAGES.loggedIn,
      errorToast: FALLBACK_ERROR_MESSAGES.login,
    });
    if (result.ok) await this.completeSignIn(placement);
    return result.ok;
  }

  /**
   * Registration (docs/product.md §4), then signed in: with OTP as the default login the token registration
   * answered is kept, otherwise the shopper logs in with the email and password just chosen.
   * A failure toasts the server's message only; the form keeps what was typed.
   */
  async register(values: RegisterFormValues, options: RegisterFormOptions, placement: AuthPlacement): Promise<boolean> {
    const body = toRegisterPayload(values, options) as RegisterBody;
    const registered = await runRequest(this.root.notifier, () => this.root.sdk.auth.register(body), {
      loading: (on) => (this.registering = on),
      successToast: registeredMessage(values.name),
      errorToast: SOMETHING_WENT_WRONG,
    });
    if (!registered.ok) return false;
    if (options.otpDefault || !values.email || !values.password) {
      this.root.sdk.auth.useToken(registered.data.data.token);
    } else {
      const { email, password } = values;
      const login = await runRequest(this.root.notifier, () => this.root.sdk.auth.login({ email, password }), {
        loading: (on) => (this.registering = on),
        errorToast: FALLBACK_ERROR_MESSAGES.login,
      });
      if (!login.ok) return false;
    }
    await this.completeSignIn(placement);
    return true;
  }

  /**
   * After any sign-in: the user, the merged cart (the badge shows the guest's items) and the wishlist are
   * loaded, the prompt closes and the shopper goes to / (or checkout's address step).
   */
  async completeSignIn(placement: AuthPlacement): Promise<void> {
    await Promise.all([this.loadUser(), this.root.cart.load(), this.root.wishlist.load()]);
    this.root.ui.closeSignInPrompt();
    this.codes.reset();
    this.root.ui.navigate(placement === 'checkout' ? checkoutPath('address') : '/');
  }

  /**
   * Saves profile changes (PUT current_user_detail) and keeps the answered user. A failure toasts the
   * server's error field (docs/product.md §8) and answers the field errors for the form to show by its fields.
   */
  async updateProfile(changes: ProfileChanges): Promise<ProfileResult> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.account.updateCurrentUser(changes), {
      loading: (on) => (this.profileSaving = on),
      onSuccess: ({ data }) => (this.user = data),
      successToast: PROFILE_UPDATED_MESSAGE,
    });
    if (result.ok) return { ok: true };
    const fieldErrors = result.error instanceof SdkError ? result.error.fieldErrors : [];
    this.root.notifier.error(fieldErrors[0]?.message ?? messageOf(result.error));
    return { ok: false, fieldErrors: Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])) };
  }

  /** The states list for the B2B form's Business State (once; a failure leaves it empty). */
  async loadStates(): Promise<void> {
    if (this.states.length > 0 || this.statesLoading) return;
    await runRequest(this.root.notifier, () => this.root.sdk.addresses.states(), {
      loading: (on) => (this.statesLoading = on),
      onSuccess: ({ data }) => (this.states = data),
      errorToast: FALLBACK_ERROR_MESSAGES.getStates,
    });
  }

  /**
   * Logout (docs/product.md §4): after a 1 s delay the session is revoked and all local storage cleared, every
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
   * The SDK saw "Token expired." and removed auth_token: sign the shopper out here too (user, wishlist),
   * reload the cart, which is no longer theirs, and offer the sign-in prompt so the page is never a dead
   * end. Repeated reports of the same expiry act once.
   */
  handleTokenExpired(): void {
    if (this.isSignedIn || this.checkedToken === null) return;
    this.user = null;
    this.checkedToken = null;
    this.root.wishlist.clear();
    this.root.ui.openSignInPrompt();
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

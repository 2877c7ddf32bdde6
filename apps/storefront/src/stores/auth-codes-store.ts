import { makeAutoObservable } from 'mobx';
import {
  INITIAL_AUTH_TAB,
  SOMETHING_WENT_WRONG,
  SUCCESS_MESSAGES,
  FALLBACK_ERROR_MESSAGES,
  authTabReducer,
  classifyLoginIdentifier,
  otpSentMessage,
  type AuthTab,
  type AuthTabAction,
  type LoginIdentifier,
} from '@storefront/domain';
import type { StoreError } from './errors';
import type { AuthPlacement } from './auth-store';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/** Seconds a shopper waits before asking for another code (the API allows 3 sends per 10 minutes). */
export const RESEND_WAIT_SECONDS = 30;

/** Fallback when the password update answers without a message (the spec names none). */
export const PASSWORD_RESET_MESSAGE = SUCCESS_MESSAGES.passwordReset;

/**
 * The two flows that send a code (docs/product.md §2 and §4): OTP login (phone, then the PIN) and forgot
 * password (email or phone, then the code, then the new password). One `tab` as the spec's auth state has
 * it, moved only by the domain's `authTabReducer`; `error` keeps the last failure for the form to show
 * (a 429's meta.message word for word). Reset whenever a form opens.
 */
export class AuthCodesStore {
  tab: AuthTab = INITIAL_AUTH_TAB;
  loading = false;
  error: StoreError | null = null;
  /** Where the code went: the phone (OTP login) or the email/phone (forgot password). */
  identifier: LoginIdentifier | null = null;
  /** The code verified at forgot-password step 2; step 3 sends it again with the new password. */
  verifiedPin: string | null = null;
  /** Seconds until "Resend OTP" is offered again (0: now). */
  resendSeconds = 0;

  /** Which flow sent the last code, so "Resend OTP" asks the same endpoint. */
  private flow: 'login' | 'reset' | null = null;
  private countdown: unknown = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'countdown' | 'flow'>(this, { root: false, countdown: false, flow: false }, { autoBind: true });
  }

  /** Where the code was sent, as the shopper typed it (for "OTP has been sent on registered ..."). */
  get target(): string {
    if (!this.identifier) return '';
    return 'email' in this.identifier ? this.identifier.email : this.identifier.full_phone_number;
  }

  /** Back to step 1 with nothing remembered: a form was opened or left. */
  reset(): void {
    this.move({ type: 'reset' });
    this.error = null;
    this.identifier = null;
    this.verifiedPin = null;
    this.flow = null;
    this.stopCountdown();
  }

  /** A back arrow: the tab it names. */
  back(tab: AuthTab): void {
    this.error = null;
    this.move({ type: 'back', tab });
  }

  // ------------------------------------------------------------------------------------- OTP login

  /** OTP login step 1 (Send OTP): PIN creation success moves to 2, failure to 1. */
  async sendLoginPin(phone: string): Promise<boolean> {
    const ok = await this.requestLoginPin({ full_phone_number: phone.trim() });
    this.move({ type: 'createPin', ok });
    return ok;
  }

  /** OTP login step 2 (Verify OTP): success signs in (tab 1), failure stays on 2. */
  async verifyLoginPin(pin: string, placement: AuthPlacement): Promise<boolean> {
    const phone = this.target;
    const result = await this.run(() => this.root.sdk.auth.verifyPin({ full_phone_number: phone, pin }), {
      successToast: SUCCESS_MESSAGES.loggedIn,
      errorToast: FALLBACK_ERROR_MESSAGES.login,
    });
    this.move({ type: 'verifyPin', ok: result.ok });
    if (result.ok) await this.root.auth.completeSignIn(placement);
    return result.ok;
  }

  // ------------------------------------------------------------------------------- forgot password

  /** Forgot password step 1 (Send OTP) to an email or a 10-digit phone: success 1 to 2, failure stays 1. */
  async sendResetCode(emailOrMobile: string): Promise<boolean> {
    const identifier = classifyLoginIdentifier(emailOrMobile);
    if (!identifier) return false;
    const result = await this.run(() => this.root.sdk.auth.createOtp(identifier), {
      successToast: otpSentMessage(emailOrMobile.trim()),
    });
    if (result.ok) this.codeSentTo(identifier, 'reset');
    this.move({ type: 'sendOtp', ok: result.ok });
    return result.ok;
  }

  /** Forgot password step 2 (Verify OTP): success 2 to 3, failure stays 2. */
  async verifyResetCode(pin: string): Promise<boolean> {
    const identifier = this.identifier;
    if (!identifier) return false;
    const result = await this.run(() => this.root.sdk.auth.verifyOtp({ ...identifier, pin }));
    if (result.ok) this.keepPin(pin);
    this.move({ type: 'verifyOtp', ok: result.ok });
    return result.ok;
  }

  /**
   * Forgot password step 3 (Reset Password): success stays 3 and the shopper goes to the login form to sign
   * in with the new password; failure goes back to 2 (the code is checked again there).
   */
  async resetPassword(password: string, passwordConfirmation: string): Promise<boolean> {
    const { identifier, verifiedPin } = this;
    if (!identifier || !verifiedPin) return false;
    const result = await this.run(
      () =>
        this.root.sdk.auth.updatePassword({ ...identifier, pin: verifiedPin, password, password_confirmation: passwordConfirmation }),
      { successToast: ({ data }) => data.message || PASSWORD_RESET_MESSAGE },
    );
    this.move({ type: 'resetPassword', ok: result.ok });
    if (result.ok) this.root.ui.setAuthRoute('/login');
    return result.ok;
  }

  /** Sends the code again to where the last one went; the step does not change. */
  async resend(): Promise<boolean> {
    const identifier = this.identifier;
    if (!identifier || this.resendSeconds > 0) return false;
    if (this.flow === 'login' && 'full_phone_number' in identifier) return this.requestLoginPin(identifier);
    const result = await this.run(() => this.root.sdk.auth.createOtp(identifier), {
      successToast: otpSentMessage(this.target),
    });
    if (result.ok) this.codeSentTo(identifier, 'reset');
    return result.ok;
  }

  private async requestLoginPin(identifier: { full_phone_number: string }): Promise<boolean> {
    const result = await this.run(() => this.root.sdk.auth.createPin(identifier), {
      successToast: ({ data }) => data.message || otpSentMessage(identifier.full_phone_number),
    });
    if (result.ok) this.codeSentTo(identifier, 'login');
    return result.ok;
  }

  /** One request of these flows: the shared loading flag, the error kept for the form, the server's message toasted. */
  private run<T>(call: () => Promise<T>, toasts: { successToast?: string | ((data: T) => string); errorToast?: string } = {}) {
    this.error = null;
    return runRequest(this.root.notifier, call, {
      loading: (on) => (this.loading = on),
      onFailure: (error) => (this.error = error),
      errorToast: SOMETHING_WENT_WRONG,
      ...toasts,
    });
  }

  private move(action: AuthTabAction): void {
    this.tab = authTabReducer(this.tab, action);
  }

  private keepPin(pin: string): void {
    this.verifiedPin = pin;
  }

  private codeSentTo(identifier: LoginIdentifier, flow: 'login' | 'reset'): void {
    this.identifier = identifier;
    this.flow = flow;
    this.stopCountdown();
    this.resendSeconds = RESEND_WAIT_SECONDS;
    this.scheduleTick();
  }

  private scheduleTick(): void {
    this.countdown = this.root.timers.setTimeout(() => this.tick(), 1000);
  }

  private tick(): void {
    this.countdown = null;
    this.resendSeconds = Math.max(0, this.resendSeconds - 1);
    if (this.resendSeconds > 0) this.scheduleTick();
  }

  private stopCountdown(): void {
    if (this.countdown !== null) this.root.timers.clearTimeout(this.countdown);
    this.countdown = null;
    this.resendSeconds = 0;
  }
}

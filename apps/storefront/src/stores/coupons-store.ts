import { makeAutoObservable } from 'mobx';
import { couponGate, FALLBACK_ERROR_MESSAGES, SUCCESS_MESSAGES, type CouponGate } from '@storefront/domain';
import type { Coupon } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/** The coupon list and applying a coupon to the cart (login needed, docs/product.md §6). */
export class CouponsStore {
  coupons: Coupon[] = [];
  loading = false;
  error: StoreError | null = null;
  /** Apply or remove in flight. */
  couponLoading = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /** The code applied to the cart, if any (the coupon box is then locked). */
  get appliedCode(): string | null {
    return this.root.cart.details?.coupon_code ?? null;
  }

  /** What the coupon box may do now: the store's COD rule, then the login rule. */
  get gate(): CouponGate {
    return couponGate({
      isLoggedIn: this.root.auth.isSignedIn,
      requireOnlinePayment: this.root.settings.settings?.coupons_require_online_payment ?? false,
      selectedPaymentMethod: this.root.privateStoreIfLoaded('checkout')?.paymentMethod ?? null,
    });
  }

  /** Loads the list; a failure gives an empty list. */
  async load(): Promise<void> {
    this.error = null;
    await runRequest(this.root.notifier, () => this.root.sdk.coupons.list(), {
      loading: (on) => (this.loading = on),
      onSuccess: ({ data }) => (this.coupons = data),
      onFailure: (error) => {
        this.coupons = [];
        this.error = error;
      },
    });
  }

  /** Applies a code; a signed-out shopper gets the sign-in prompt first. True on success. */
  async apply(code: string): Promise<boolean> {
    const gate = this.gate;
    if (typeof gate === 'object' || !code.trim() || this.couponLoading) return false;
    if (gate === 'login-required') {
      this.root.ui.openSignInPrompt();
      return false;
    }
    const result = await runRequest(this.root.notifier, () => this.root.sdk.coupons.apply(code.trim()), {
      loading: (on) => (this.couponLoading = on),
      onSuccess: ({ data }) => this.root.cart.replace(data),
      successToast: SUCCESS_MESSAGES.couponApplied,
      errorToast: FALLBACK_ERROR_MESSAGES.applyCoupon,
    });
    return result.ok;
  }

  async remove(): Promise<boolean> {
    if (this.couponLoading) return false;
    const result = await runRequest(this.root.notifier, () => this.root.sdk.coupons.remove(), {
      loading: (on) => (this.couponLoading = on),
      onSuccess: ({ data }) => this.root.cart.replace(data),
      successToast: SUCCESS_MESSAGES.couponRemoved,
      errorToast: FALLBACK_ERROR_MESSAGES.removeCoupon,
    });
    return result.ok;
  }
}

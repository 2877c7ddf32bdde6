import { makeAutoObservable, runInAction } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@storefront/domain';
import type { Coupon } from '@storefront/sdk';
import { messageOf, toStoreError, type StoreError } from './errors';
import type { RootStore } from './root-store';

/** The coupon list and applying a coupon to the cart (login needed, spec section 6). */
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

  /** Loads the list; a failure gives an empty list. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await this.root.sdk.coupons.list();
      runInAction(() => {
        this.coupons = data;
      });
    } catch (error) {
      runInAction(() => {
        this.coupons = [];
        this.error = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Applies a code; a signed-out shopper gets the sign-in prompt first. True on success. */
  async apply(code: string): Promise<boolean> {
    if (!this.root.auth.isSignedIn) {
      this.root.ui.openSignInPrompt();
      return false;
    }
    this.couponLoading = true;
    try {
      const { data } = await this.root.sdk.coupons.apply(code.trim());
      this.root.cart.replace(data);
      this.root.notifier.success(SUCCESS_MESSAGES.couponApplied);
      return true;
    } catch (error) {
      this.root.notifier.error(messageOf(error, FALLBACK_ERROR_MESSAGES.applyCoupon));
      return false;
    } finally {
      runInAction(() => {
        this.couponLoading = false;
      });
    }
  }

  async remove(): Promise<boolean> {
    this.couponLoading = true;
    try {
      const { data } = await this.root.sdk.coupons.remove();
      this.root.cart.replace(data);
      this.root.notifier.success(SUCCESS_MESSAGES.couponRemoved);
      return true;
    } catch (error) {
      this.root.notifier.error(messageOf(error, FALLBACK_ERROR_MESSAGES.removeCoupon));
      return false;
    } finally {
      runInAction(() => {
        this.couponLoading = false;
      });
    }
  }
}

import { COUPON_COD_HINT, COUPON_SELECT_PAYMENT_HINT } from '../messages';

/** What decides whether the coupon box can be used. */
export interface CouponGateInput {
  /** A registered or guest-checkout session exists. */
  isLoggedIn: boolean;
  /** The store setting `coupons_require_online_payment`: coupons wait for a payment method other than cod. */
  requireOnlinePayment: boolean;
  /** The payment method chosen on checkout, if any ("cod", "razorpay"...). */
  selectedPaymentMethod?: string | null;
}

/** A disabled coupon box and the hint shown under it. */
export interface CouponGateDisabled {
  disabled: true;
  hint: string;
}

/** The coupon box's state: usable, needs login first, or disabled with a hint. */
export type CouponGate = 'allowed' | 'login-required' | CouponGateDisabled;

/**
 * Decides what the coupon box does (docs/product.md §6). When the store requires an online payment for
 * coupons, the box is disabled until a payment method other than cod is chosen ("Please select a payment
 * method" / "Cannot apply coupon on COD payments"); this comes first since a disabled box cannot be
 * applied. Otherwise a signed-out shopper must log in first.
 */
export function couponGate(input: CouponGateInput): CouponGate {
  if (input.requireOnlinePayment) {
    const method = input.selectedPaymentMethod?.trim().toLowerCase();
    if (!method) return { disabled: true, hint: COUPON_SELECT_PAYMENT_HINT };
    if (method === 'cod') return { disabled: true, hint: COUPON_COD_HINT };
  }
  return input.isLoggedIn ? 'allowed' : 'login-required';
}

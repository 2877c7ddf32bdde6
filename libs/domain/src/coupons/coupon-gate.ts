import { COUPON_COD_HINT, COUPON_SELECT_PAYMENT_HINT } from '../messages';

/** What decides whether the coupon box can be used. */
export interface CouponGateInput {
  /** A registered or guest-checkout session exists. */
  isLoggedIn: boolean;
  /** The storefront's hostname (a port is ignored). */
  host: string;
  /** Hosts where coupons wait for a non-COD payment method (configuration). */
  codRestrictedHosts: readonly string[];
  /** The payment method chosen on checkout, if any ("cod", "card"...). */
  selectedPaymentMethod?: string | null;
}

/** A disabled coupon box and the hint shown under it. */
export interface CouponGateDisabled {
  disabled: true;
  hint: string;
}

/** The coupon box's state: usable, needs login first, or disabled with a hint. */
export type CouponGate = 'allowed' | 'login-required' | CouponGateDisabled;

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Decides what the coupon box does (spec section 6). On a COD-restricted host the box is disabled
 * until a payment method other than cod is chosen ("Please select a payment method" /
 * "Cannot apply coupon on COD payments"); this comes first since a disabled box cannot be applied.
 * Otherwise a signed-out shopper must log in first.
 */
export function couponGate(input: CouponGateInput): CouponGate {
  const host = normaliseHost(input.host);
  const restricted = input.codRestrictedHosts.some((candidate) => normaliseHost(candidate) === host);
  if (restricted) {
    const method = input.selectedPaymentMethod?.trim().toLowerCase();
    if (!method) return { disabled: true, hint: COUPON_SELECT_PAYMENT_HINT };
    if (method === 'cod') return { disabled: true, hint: COUPON_COD_HINT };
  }
  return input.isLoggedIn ? 'allowed' : 'login-required';
}

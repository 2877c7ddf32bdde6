import type { Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { toRupees, toRupeesOrNull } from '../../http/money';
import type { Coupon } from '@storefront/sdk';
import { formatRupees } from '../carts/charges';

/**
 * Coupon rules, pure. A coupon is percentage (`amount` whole percent, capped by `max_discount`) or flat
 * (`amount` in paise, never more than the sub-total); it needs the sub-total (before discount) to reach
 * `min_cart_value` and must not have expired. The rules run every time a cart is priced.
 */
export type CouponCheck =
  | { applies: true; discount: number }
  | { applies: false; reason: 'expired' | 'inactive' | 'below_minimum'; message: string };

export function isExpired(coupon: Row<'coupons'>, now: Date = new Date()): boolean {
  return coupon.expires_at !== null && coupon.expires_at <= now.toISOString();
}

/** The discount in paise a coupon gives on `subTotal` (paise), before any eligibility check. */
export function couponDiscount(coupon: Row<'coupons'>, subTotal: number): number {
  if (subTotal <= 0) return 0;
  let discount: number;
  if (coupon.coupon_type === 'percentage') {
    discount = Math.round((subTotal * coupon.amount) / 100);
    if (coupon.max_discount !== null) discount = Math.min(discount, coupon.max_discount);
  } else {
    discount = coupon.amount;
  }
  return Math.max(0, Math.min(discount, subTotal));
}

/** Whether the coupon applies to a cart with this sub-total now, and its discount when it does. */
export function checkCoupon(coupon: Row<'coupons'>, subTotal: number, now: Date = new Date()): CouponCheck {
  if (!isSet(coupon.is_active)) {
    return { applies: false, reason: 'inactive', message: `Coupon ${coupon.code} is no longer available` };
  }
  if (isExpired(coupon, now)) {
    return { applies: false, reason: 'expired', message: `Coupon ${coupon.code} has expired` };
  }
  if (subTotal < coupon.min_cart_value) {
    return {
      applies: false,
      reason: 'below_minimum',
      message:
        `Coupon ${coupon.code} needs a minimum cart value of ${formatRupees(coupon.min_cart_value)}: ` +
        `add items worth ${formatRupees(coupon.min_cart_value - subTotal)} more`,
    };
  }
  return { applies: true, discount: couponDiscount(coupon, subTotal) };
}

/** The `Coupon` wire shape: a percentage stays a percent, money becomes rupees. */
export function toCouponWire(coupon: Row<'coupons'>): Coupon {
  return {
    code: coupon.code,
    coupon_type: coupon.coupon_type === 'percentage' ? 'percentage' : 'flat',
    amount: coupon.coupon_type === 'percentage' ? coupon.amount : toRupees(coupon.amount),
    min_cart_value: toRupees(coupon.min_cart_value),
    max_discount: coupon.coupon_type === 'percentage' ? toRupeesOrNull(coupon.max_discount) : null,
    description: coupon.description,
    expires_at: coupon.expires_at,
  };
}

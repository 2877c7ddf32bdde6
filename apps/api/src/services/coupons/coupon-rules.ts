import type { Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { toRupees, toRupeesOrNull } from '../../http/money';
import type { Coupon } from '@storefront/sdk';
import { formatRupees } from '../carts/charges';

/**
 * Coupon rules, pure. A coupon is percentage (`amount` whole percent, capped by `max_discount`) or flat
 * (`amount` in paise, never more than the sub-total); it needs the sub-total (before discount) to reach
 * `min_cart_value`, must be inside its window (`starts_at`..`expires_at`) and must have uses left
 * (`used_count` < `max_uses_total`). These rules run every time a cart is priced; the shopper's own
 * history (`checkShopperUse`) is checked when the coupon is applied and when the order is placed.
 */
export type CouponIssue = 'expired' | 'inactive' | 'below_minimum' | 'not_started' | 'used_up';
export type CouponCheck = { applies: true; discount: number } | { applies: false; reason: CouponIssue; message: string };

/**
 * Issues that refuse the order (422) instead of placing it without the discount: usage limits must never
 * be passed by an order, and a discount the shopper saw must not vanish silently because of one.
 */
export const LIMIT_ISSUES: ReadonlySet<CouponIssue> = new Set(['not_started', 'used_up']);

export const notValidYetMessage = (code: string) => `Coupon ${code} is not valid yet`;
export const usageLimitMessage = (code: string) => `Coupon ${code} has reached its usage limit`;
export const alreadyUsedMessage = (code: string, limit: number) =>
  limit === 1 ? `You have already used coupon ${code}` : `You have already used coupon ${code} the maximum number of times`;
export const firstOrderOnlyMessage = (code: string) => `Coupon ${code} is only for your first order`;

export function isExpired(coupon: Row<'coupons'>, now: Date = new Date()): boolean {
  return coupon.expires_at !== null && coupon.expires_at <= now.toISOString();
}

export function hasStarted(coupon: Row<'coupons'>, now: Date = new Date()): boolean {
  return coupon.starts_at === null || coupon.starts_at <= now.toISOString();
}

export function isUsedUp(coupon: Row<'coupons'>): boolean {
  return coupon.max_uses_total !== null && coupon.used_count >= coupon.max_uses_total;
}

/** What the shopper did before (see shopper-history.ts): uses of this coupon, and whether they ordered. */
export interface ShopperHistory {
  uses: number;
  hasOrdered: boolean;
}

/** Uses one shopper may make: a first-order coupon can only be used once, like its first order. */
export function perShopperLimit(coupon: Row<'coupons'>): number | null {
  if (isSet(coupon.first_order_only)) return Math.min(coupon.max_uses_per_shopper ?? 1, 1);
  return coupon.max_uses_per_shopper;
}

/** Whether a coupon needs the shopper's history at all (most do not: no query then). */
export function limitsShopper(coupon: Row<'coupons'>): boolean {
  return perShopperLimit(coupon) !== null;
}

/** Why this shopper may not use the coupon now, or null. */
export function checkShopperUse(coupon: Row<'coupons'>, history: ShopperHistory): string | null {
  const limit = perShopperLimit(coupon);
  if (limit !== null && history.uses >= limit) return alreadyUsedMessage(coupon.code, limit);
  if (isSet(coupon.first_order_only) && history.hasOrdered) return firstOrderOnlyMessage(coupon.code);
  return null;
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
  if (!hasStarted(coupon, now)) {
    return { applies: false, reason: 'not_started', message: notValidYetMessage(coupon.code) };
  }
  if (isExpired(coupon, now)) {
    return { applies: false, reason: 'expired', message: `Coupon ${coupon.code} has expired` };
  }
  if (isUsedUp(coupon)) {
    return { applies: false, reason: 'used_up', message: usageLimitMessage(coupon.code) };
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

import {
  couponAlreadyUsedMessage,
  couponBelowMinimumMessage,
  couponExpiredMessage,
  couponFirstOrderOnlyMessage,
  couponInactiveMessage,
  couponNotValidYetMessage,
  couponUsedUpMessage,
} from '../messages/commerce';

/**
 * A coupon's terms, money in paise. A coupon is percentage (`amount` whole percent, capped by
 * `maxDiscount`) or flat (`amount` in paise, never more than the sub-total); it needs the sub-total (before
 * discount) to reach `minCartValue`, must be active, inside its window (`startsAt`..`expiresAt`) and have
 * uses left (`usedCount` < `maxUsesTotal`). Times are ISO-8601 UTC.
 */
export interface CouponTerms {
  code: string;
  couponType: 'percentage' | 'flat';
  amount: number;
  maxDiscount: number | null;
  minCartValue: number;
  isActive: boolean;
  startsAt: string | null;
  expiresAt: string | null;
  /** Uses across all shoppers; null: unlimited. */
  maxUsesTotal: number | null;
  /** Uses taken so far (placed and pending orders). */
  usedCount: number;
  /** Uses one shopper may make; null: unlimited. */
  maxUsesPerShopper: number | null;
  /** Only for a shopper's first order (which also means once). */
  firstOrderOnly: boolean;
}

export type CouponIssue = 'expired' | 'inactive' | 'below_minimum' | 'not_started' | 'used_up';
export type CouponCheck = { applies: true; discount: number } | { applies: false; reason: CouponIssue; message: string };

/**
 * Issues that refuse the order (422) instead of placing it without the discount: usage limits must never
 * be passed by an order, and a discount the shopper saw must not vanish silently because of one.
 */
export const LIMIT_ISSUES: ReadonlySet<CouponIssue> = new Set(['not_started', 'used_up']);

export function isCouponExpired(coupon: Pick<CouponTerms, 'expiresAt'>, now: Date): boolean {
  return coupon.expiresAt !== null && coupon.expiresAt <= now.toISOString();
}

export function hasCouponStarted(coupon: Pick<CouponTerms, 'startsAt'>, now: Date): boolean {
  return coupon.startsAt === null || coupon.startsAt <= now.toISOString();
}

export function isCouponUsedUp(coupon: Pick<CouponTerms, 'maxUsesTotal' | 'usedCount'>): boolean {
  return coupon.maxUsesTotal !== null && coupon.usedCount >= coupon.maxUsesTotal;
}

/** Whether the public list shows the coupon: active, inside its window, with uses left. */
export function isCouponListed(coupon: CouponTerms, now: Date): boolean {
  return coupon.isActive && hasCouponStarted(coupon, now) && !isCouponExpired(coupon, now) && !isCouponUsedUp(coupon);
}

/** The discount in paise a coupon gives on `subTotal` (paise), before any eligibility check. */
export function couponDiscount(coupon: Pick<CouponTerms, 'couponType' | 'amount' | 'maxDiscount'>, subTotal: number): number {
  if (subTotal <= 0) return 0;
  let discount: number;
  if (coupon.couponType === 'percentage') {
    discount = Math.round((subTotal * coupon.amount) / 100);
    if (coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  } else {
    discount = coupon.amount;
  }
  return Math.max(0, Math.min(discount, subTotal));
}

/**
 * Whether the coupon applies to a cart with this sub-total now, and its discount when it does. Checked in
 * this order: active, started, not expired, uses left, minimum reached.
 */
export function checkCoupon(coupon: CouponTerms, subTotal: number, now: Date): CouponCheck {
  const { code } = coupon;
  if (!coupon.isActive) return { applies: false, reason: 'inactive', message: couponInactiveMessage(code) };
  if (!hasCouponStarted(coupon, now)) return { applies: false, reason: 'not_started', message: couponNotValidYetMessage(code) };
  if (isCouponExpired(coupon, now)) return { applies: false, reason: 'expired', message: couponExpiredMessage(code) };
  if (isCouponUsedUp(coupon)) return { applies: false, reason: 'used_up', message: couponUsedUpMessage(code) };
  if (subTotal < coupon.minCartValue) {
    return { applies: false, reason: 'below_minimum', message: couponBelowMinimumMessage(code, coupon.minCartValue, subTotal) };
  }
  return { applies: true, discount: couponDiscount(coupon, subTotal) };
}

/** What the shopper did before that a coupon's limits look at: their uses of it, and whether they ordered. */
export interface ShopperHistory {
  uses: number;
  hasOrdered: boolean;
}

/** Uses one shopper may make: a first-order coupon can only be used once, like its first order. */
export function perShopperLimit(coupon: Pick<CouponTerms, 'firstOrderOnly' | 'maxUsesPerShopper'>): number | null {
  if (coupon.firstOrderOnly) return Math.min(coupon.maxUsesPerShopper ?? 1, 1);
  return coupon.maxUsesPerShopper;
}

/** Whether a coupon needs the shopper's history at all (most do not: nothing to count then). */
export function limitsShopper(coupon: Pick<CouponTerms, 'firstOrderOnly' | 'maxUsesPerShopper'>): boolean {
  return perShopperLimit(coupon) !== null;
}

/** Why this shopper may not use the coupon now, or null. */
export function checkShopperUse(coupon: CouponTerms, history: ShopperHistory): string | null {
  const limit = perShopperLimit(coupon);
  if (limit !== null && history.uses >= limit) return couponAlreadyUsedMessage(coupon.code, limit);
  if (coupon.firstOrderOnly && history.hasOrdered) return couponFirstOrderOnlyMessage(coupon.code);
  return null;
}

import { couponOnWire, type CouponTerms } from '@storefront/domain';
import type { Coupon } from '@storefront/sdk';
import type { Row } from '../../db/schema';
import { isSet } from '../../db/values';

/**
 * The coupon rules are the domain's (libs/domain/src/coupons/coupon-rules.ts), shared with the SDK's fake:
 * these read a coupon row as their terms. The rules run every time a cart is priced; the shopper's own
 * history (`checkShopperUse`) is checked when the coupon is applied and when the order is placed.
 */
export function couponTerms(coupon: Row<'coupons'>): CouponTerms {
  return {
    code: coupon.code,
    couponType: coupon.coupon_type === 'percentage' ? 'percentage' : 'flat',
    amount: coupon.amount,
    maxDiscount: coupon.max_discount,
    minCartValue: coupon.min_cart_value,
    isActive: isSet(coupon.is_active),
    startsAt: coupon.starts_at,
    expiresAt: coupon.expires_at,
    maxUsesTotal: coupon.max_uses_total,
    usedCount: coupon.used_count,
    maxUsesPerShopper: coupon.max_uses_per_shopper,
    firstOrderOnly: isSet(coupon.first_order_only),
  };
}

/** The `Coupon` wire shape of a row. */
export function toCouponWire(coupon: Row<'coupons'>): Coupon {
  return couponOnWire({ ...couponTerms(coupon), description: coupon.description });
}

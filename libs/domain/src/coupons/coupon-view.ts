import { toRupees, toRupeesOrNull } from '../money/paise';
import type { CouponTerms } from './coupon-rules';

/** A coupon as the contract shows it (`Coupon`): money in rupees. */
export interface CouponOnWire {
  code: string;
  coupon_type: 'percentage' | 'flat';
  amount: number;
  min_cart_value: number;
  max_discount: number | null;
  description: string;
  expires_at: string | null;
}

/** The wire shape of a coupon: a percentage stays a percent, money becomes rupees, a flat coupon has no cap. */
export function couponOnWire(coupon: CouponTerms & { description: string }): CouponOnWire {
  const percentage = coupon.couponType === 'percentage';
  return {
    code: coupon.code,
    coupon_type: coupon.couponType,
    amount: percentage ? coupon.amount : toRupees(coupon.amount),
    min_cart_value: toRupees(coupon.minCartValue),
    max_discount: percentage ? toRupeesOrNull(coupon.maxDiscount) : null,
    description: coupon.description,
    expires_at: coupon.expiresAt,
  };
}

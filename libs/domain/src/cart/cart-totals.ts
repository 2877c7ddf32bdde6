import { type CouponTerms, checkCoupon } from '../coupons/coupon-rules';
import { EMPTY_CART_MESSAGE } from '../messages/commerce';
import { advancePaymentFor, codChargeFor, shippingChargeFor } from './charges';

/** A cart line as pricing sees it, in paise. */
export interface PricedLineInput {
  unitPrice: number;
  quantity: number;
}

export interface CartTotalsInput {
  lines: readonly PricedLineInput[];
  /** The coupon stored on the cart, whether or not it applies now. */
  coupon: CouponTerms | null;
  codPayment: boolean;
  makeAdvancePayment: boolean;
  now: Date;
}

/** Every total of a cart, in paise. */
export interface CartTotals {
  subTotal: number;
  totalQuantity: number;
  discount: number;
  /** True when the stored coupon applies now (active, inside its window, uses left, minimum reached). */
  couponApplied: boolean;
  /** Why the stored coupon does not apply now (shown when a change drops it), or null. */
  couponIssue: string | null;
  shipping: number;
  codCharge: number;
  /** sub_total - discount + shipping + cod_charge */
  total: number;
  /** 20% of the total rounded up to the rupee while make_advance_payment is on, else 0. */
  advancePaymentAmount: number;
}

/**
 * Prices a cart (docs/decisions.md, "Cart, coupons, charges"): the coupon re-checked now (no discount
 * when it no longer applies, an empty cart included), shipping on the discounted sub-total, the COD charge
 * and the advance payment.
 */
export function cartTotals(input: CartTotalsInput): CartTotals {
  const { lines, coupon } = input;
  const subTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  let discount = 0;
  let couponIssue: string | null = null;
  if (coupon) {
    const check = lines.length === 0 ? null : checkCoupon(coupon, subTotal, input.now);
    if (check?.applies) discount = check.discount;
    else couponIssue = check ? check.message : EMPTY_CART_MESSAGE;
  }
  const shipping = shippingChargeFor(subTotal - discount, lines.length);
  const codCharge = codChargeFor(input.codPayment, lines.length);
  const total = subTotal - discount + shipping + codCharge;
  return {
    subTotal,
    totalQuantity,
    discount,
    couponApplied: coupon !== null && couponIssue === null,
    couponIssue,
    shipping,
    codCharge,
    total,
    advancePaymentAmount: input.makeAdvancePayment ? advancePaymentFor(total) : 0,
  };
}

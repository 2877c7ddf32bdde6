/**
 * Cart charges (docs/decisions.md, "Cart, coupons, charges"), in integer paise. The API prices carts
 * with them from its database, the SDK's fake from its state.
 */

/** Shipping is free when the discounted sub-total reaches ₹499. */
export const FREE_SHIPPING_FROM = 49_900;
/** Otherwise shipping costs ₹40. */
export const SHIPPING_CHARGE = 4_000;
/** Cash-on-delivery charge, added while `cod_payment` is on. */
export const COD_CHARGE = 4_900;
/** Advance payment: this percentage of the total, rounded up to the rupee. */
export const ADVANCE_PAYMENT_PERCENT = 20;

/** ₹40, or nothing from ₹499 (after the discount) or on an empty cart. */
export function shippingChargeFor(discountedSubTotal: number, itemCount: number): number {
  if (itemCount === 0) return 0;
  return discountedSubTotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_CHARGE;
}

/** ₹49 while cash on delivery is chosen, nothing on an empty cart. */
export function codChargeFor(codPayment: boolean, itemCount: number): number {
  return codPayment && itemCount > 0 ? COD_CHARGE : 0;
}

/** 20% of `total` rounded up to a whole rupee (100 paise): ₹1,049.50 -> ₹210. */
export function advancePaymentFor(total: number): number {
  if (total <= 0) return 0;
  return Math.ceil((total * ADVANCE_PAYMENT_PERCENT) / 100 / 100) * 100;
}

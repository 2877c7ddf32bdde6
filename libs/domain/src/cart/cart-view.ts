import { toRupees } from '../money/paise';
import type { CartTotals } from './cart-totals';

/** What a cart holds besides its lines and totals. */
export interface CartChoices {
  makeAdvancePayment: boolean;
  codPayment: boolean;
  addressId: number | null;
}

/**
 * The part of `CartDetails` after `coupon_code`, in the contract's order: the totals in rupees and the
 * shopper's choices. Advance payments are recorded on orders: a cart never holds one.
 */
export function cartTotalsOnWire(totals: CartTotals, choices: CartChoices) {
  return {
    applied_discount: toRupees(totals.discount),
    sub_total: toRupees(totals.subTotal),
    shipping_charge: toRupees(totals.shipping),
    cod_charge: toRupees(totals.codCharge),
    total: toRupees(totals.total),
    total_quantity: totals.totalQuantity,
    make_advance_payment: choices.makeAdvancePayment,
    advance_payment_made: false,
    advance_payment_amount: toRupees(totals.advancePaymentAmount),
    cod_payment: choices.codPayment,
    address_id: choices.addressId,
  };
}

/** `CartDetails` of a shopper who has no cart yet (`GET /carts`): `id` null, nothing in it. */
export function emptyCartDetails() {
  return {
    id: null,
    cart_items: [],
    coupon_code: null,
    applied_discount: 0,
    sub_total: 0,
    shipping_charge: 0,
    cod_charge: 0,
    total: 0,
    total_quantity: 0,
    make_advance_payment: false,
    advance_payment_made: false,
    advance_payment_amount: 0,
    cod_payment: false,
    address_id: null,
    delivery: null,
  };
}

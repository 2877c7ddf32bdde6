import { cartTotals } from './cart-totals';
import { cartTotalsOnWire, emptyCartDetails } from './cart-view';

describe('cart details on the wire', () => {
  it('shows the totals in rupees and the choices, in the contract\'s order', () => {
    const totals = cartTotals({
      lines: [{ unitPrice: 19_950, quantity: 2 }],
      coupon: null,
      codPayment: true,
      makeAdvancePayment: true,
      now: new Date('2026-03-01T00:00:00Z'),
    });
    const choices = { makeAdvancePayment: true, codPayment: true, addressId: 7 };
    expect(Object.entries(cartTotalsOnWire(totals, choices))).toEqual([
      ['applied_discount', 0],
      ['sub_total', 399],
      ['shipping_charge', 40],
      ['cod_charge', 49],
      ['total', 488],
      ['total_quantity', 2],
      ['make_advance_payment', true],
      ['advance_payment_made', false],
      ['advance_payment_amount', 98],
      ['cod_payment', true],
      ['address_id', 7],
    ]);
  });

  it('answers an empty cart without an id', () => {
    expect(emptyCartDetails()).toMatchObject({ id: null, cart_items: [], total: 0, coupon_code: null, address_id: null });
  });
});

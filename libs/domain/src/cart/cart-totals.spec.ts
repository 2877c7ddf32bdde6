import type { CouponTerms } from '../coupons/coupon-rules';
import { cartTotals } from './cart-totals';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const masalaChai = { unitPrice: 19_900 };
const flat100: CouponTerms = {
  code: 'FLAT100',
  couponType: 'flat',
  amount: 10_000,
  maxDiscount: null,
  minCartValue: 99_900,
  isActive: true,
  startsAt: null,
  expiresAt: null,
  maxUsesTotal: null,
  usedCount: 0,
  maxUsesPerShopper: null,
  firstOrderOnly: false,
};
const plain = { coupon: null, codPayment: false, makeAdvancePayment: false, now: NOW };

describe('cart totals', () => {
  it('charges ₹40 shipping below ₹499, ₹49 for COD, and a 20% advance rounded up', () => {
    expect(cartTotals({ ...plain, lines: [{ ...masalaChai, quantity: 1 }] })).toMatchObject({
      subTotal: 19_900,
      shipping: 4_000,
      codCharge: 0,
      total: 23_900,
    });
    const cod = cartTotals({ ...plain, lines: [{ ...masalaChai, quantity: 1 }], codPayment: true, makeAdvancePayment: true });
    expect(cod).toMatchObject({ codCharge: 4_900, total: 28_800, advancePaymentAmount: 5_800 });
    expect(cartTotals({ ...plain, lines: [{ ...masalaChai, quantity: 3 }] })).toMatchObject({ subTotal: 59_700, shipping: 0, total: 59_700 });
  });

  it('charges nothing on an empty cart, whatever the flags', () => {
    expect(cartTotals({ ...plain, lines: [], codPayment: true, makeAdvancePayment: true })).toMatchObject({
      subTotal: 0,
      shipping: 0,
      codCharge: 0,
      total: 0,
      advancePaymentAmount: 0,
    });
  });

  it('takes the discount off before shipping, and says why a stored coupon does not apply', () => {
    const applied = cartTotals({ ...plain, coupon: flat100, lines: [{ unitPrice: 55_000, quantity: 2 }] });
    expect(applied).toMatchObject({ subTotal: 110_000, discount: 10_000, couponApplied: true, couponIssue: null, shipping: 0, total: 100_000 });
    const below = cartTotals({ ...plain, coupon: flat100, lines: [{ unitPrice: 55_000, quantity: 1 }] });
    expect(below).toMatchObject({
      discount: 0,
      couponApplied: false,
      couponIssue: 'Coupon FLAT100 needs a minimum cart value of ₹999: add items worth ₹449 more',
    });
    expect(cartTotals({ ...plain, coupon: flat100, lines: [] })).toMatchObject({ couponApplied: false, couponIssue: 'Your cart is empty' });
  });
});

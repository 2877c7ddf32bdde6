import type { Row } from '../../db/schema';
import { checkCoupon, couponDiscount } from '../coupons/coupon-rules';
import { advancePaymentFor, codChargeFor, formatRupees, shippingChargeFor } from './charges';

const coupon = (overrides: Partial<Row<'coupons'>>): Row<'coupons'> => ({
  id: 1,
  code: 'TEST',
  coupon_type: 'percentage',
  amount: 10,
  min_cart_value: 0,
  max_discount: null,
  description: '',
  expires_at: null,
  is_active: 1,
  starts_at: null,
  max_uses_total: null,
  used_count: 0,
  max_uses_per_shopper: null,
  first_order_only: 0,
  ...overrides,
});

describe('cart charges (paise)', () => {
  it('charges ₹40 shipping below ₹499 after the discount, nothing from ₹499 or on an empty cart', () => {
    expect(shippingChargeFor(49_899, 1)).toBe(4_000);
    expect(shippingChargeFor(49_900, 1)).toBe(0);
    expect(shippingChargeFor(0, 0)).toBe(0);
  });

  it('adds ₹49 for cash on delivery only on a cart with items', () => {
    expect(codChargeFor(true, 2)).toBe(4_900);
    expect(codChargeFor(true, 0)).toBe(0);
    expect(codChargeFor(false, 2)).toBe(0);
  });

  it('takes 20% of the total rounded up to the rupee as the advance', () => {
    expect(advancePaymentFor(104_950)).toBe(21_000); // 209.90 -> 210
    expect(advancePaymentFor(50_000)).toBe(10_000); // exactly 100
    expect(advancePaymentFor(1)).toBe(100);
    expect(advancePaymentFor(0)).toBe(0);
  });

  it('formats rupees for messages', () => {
    expect(formatRupees(49_900)).toBe('₹499');
    expect(formatRupees(499_900)).toBe('₹4,999');
    expect(formatRupees(129_950)).toBe('₹1,299.50');
  });
});

describe('coupon rules', () => {
  it('rounds a percentage to the paisa and caps it by max_discount and the sub-total', () => {
    expect(couponDiscount(coupon({ amount: 10 }), 33_333)).toBe(3_333);
    expect(couponDiscount(coupon({ amount: 10, max_discount: 20_000 }), 500_000)).toBe(20_000);
    expect(couponDiscount(coupon({ coupon_type: 'flat', amount: 50_000 }), 30_000)).toBe(30_000);
  });

  it('says why a coupon does not apply', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(checkCoupon(coupon({ min_cart_value: 99_900 }), 50_000, now)).toMatchObject({ applies: false, reason: 'below_minimum' });
    expect(checkCoupon(coupon({ expires_at: '2029-12-31T23:59:59.000Z' }), 50_000, now)).toMatchObject({ applies: false, reason: 'expired' });
    expect(checkCoupon(coupon({ is_active: 0 }), 50_000, now)).toMatchObject({ applies: false, reason: 'inactive' });
    expect(checkCoupon(coupon({ min_cart_value: 50_000 }), 50_000, now)).toEqual({ applies: true, discount: 5_000 });
  });
});

import {
  checkCoupon,
  checkShopperUse,
  couponDiscount,
  type CouponTerms,
  isCouponListed,
  LIMIT_ISSUES,
  perShopperLimit,
} from './coupon-rules';
import { couponOnWire } from './coupon-view';

const NOW = new Date('2026-03-01T10:00:00.000Z');

/** WELCOME10 as the store sets it up: 10% off, no minimum, no limits. */
const welcome = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'WELCOME10',
  couponType: 'percentage',
  amount: 10,
  minCartValue: 0,
  maxDiscount: null,
  expiresAt: null,
  isActive: true,
  startsAt: null,
  maxUsesTotal: null,
  usedCount: 0,
  maxUsesPerShopper: null,
  firstOrderOnly: false,
  ...overrides,
});

describe('coupon discount', () => {
  it('rounds a percentage to the paisa and caps it by max_discount and the sub-total', () => {
    expect(couponDiscount(welcome({ amount: 10 }), 33_333)).toBe(3_333);
    expect(couponDiscount(welcome({ amount: 10, maxDiscount: 20_000 }), 500_000)).toBe(20_000);
    expect(couponDiscount(welcome({ couponType: 'flat', amount: 50_000 }), 30_000)).toBe(30_000);
  });
});

describe('coupon rules', () => {
  const now = new Date('2030-01-01T00:00:00Z');

  it('says why a coupon does not apply', () => {
    expect(checkCoupon(welcome({ minCartValue: 99_900 }), 50_000, now)).toMatchObject({ applies: false, reason: 'below_minimum' });
    expect(checkCoupon(welcome({ expiresAt: '2029-12-31T23:59:59.000Z' }), 50_000, now)).toMatchObject({ applies: false, reason: 'expired' });
    expect(checkCoupon(welcome({ isActive: false }), 50_000, now)).toMatchObject({ applies: false, reason: 'inactive' });
    expect(checkCoupon(welcome({ minCartValue: 50_000 }), 50_000, now)).toEqual({ applies: true, discount: 5_000 });
  });

  it('names the coupon and the missing amount', () => {
    expect(checkCoupon(welcome({ code: 'FLAT100', minCartValue: 99_900 }), 50_000, now)).toEqual({
      applies: false,
      reason: 'below_minimum',
      message: 'Coupon FLAT100 needs a minimum cart value of ₹999: add items worth ₹499 more',
    });
    expect(checkCoupon(welcome({ isActive: false }), 50_000, now)).toMatchObject({ message: 'Coupon WELCOME10 is no longer available' });
    expect(checkCoupon(welcome({ expiresAt: '2029-12-31T23:59:59.000Z' }), 50_000, now)).toMatchObject({
      message: 'Coupon WELCOME10 has expired',
    });
  });

  it('lists only active coupons inside their window with uses left', () => {
    expect(isCouponListed(welcome(), NOW)).toBe(true);
    expect(isCouponListed(welcome({ isActive: false }), NOW)).toBe(false);
    expect(isCouponListed(welcome({ startsAt: '2026-03-02T00:00:00.000Z' }), NOW)).toBe(false);
    expect(isCouponListed(welcome({ expiresAt: NOW.toISOString() }), NOW)).toBe(false);
    expect(isCouponListed(welcome({ maxUsesTotal: 1, usedCount: 1 }), NOW)).toBe(false);
  });
});

describe('coupon limits (pure rules)', () => {
  it('is not valid before starts_at, and valid from that moment', () => {
    expect(checkCoupon(welcome({ startsAt: '2026-03-01T10:00:00.001Z' }), 100_000, NOW)).toEqual({
      applies: false,
      reason: 'not_started',
      message: 'Coupon WELCOME10 is not valid yet',
    });
    expect(checkCoupon(welcome({ startsAt: '2026-03-01T10:00:00.000Z' }), 100_000, NOW).applies).toBe(true);
  });

  it('has reached its usage limit when used_count reaches max_uses_total; null is unlimited', () => {
    expect(checkCoupon(welcome({ maxUsesTotal: 3, usedCount: 3 }), 100_000, NOW)).toEqual({
      applies: false,
      reason: 'used_up',
      message: 'Coupon WELCOME10 has reached its usage limit',
    });
    expect(checkCoupon(welcome({ maxUsesTotal: 3, usedCount: 2 }), 100_000, NOW).applies).toBe(true);
    expect(checkCoupon(welcome({ usedCount: 1_000 }), 100_000, NOW).applies).toBe(true);
  });

  it('refuses the order (not just the discount) for limits, but not for expiry or the minimum', () => {
    expect([...LIMIT_ISSUES].sort()).toEqual(['not_started', 'used_up']);
  });

  it('counts the shopper\'s uses: "You have already used coupon X" (or "...the maximum number of times")', () => {
    expect(checkShopperUse(welcome({ maxUsesPerShopper: 1 }), { uses: 1, hasOrdered: true })).toBe('You have already used coupon WELCOME10');
    expect(checkShopperUse(welcome({ maxUsesPerShopper: 2 }), { uses: 2, hasOrdered: true })).toBe(
      'You have already used coupon WELCOME10 the maximum number of times',
    );
    expect(checkShopperUse(welcome({ maxUsesPerShopper: 2 }), { uses: 1, hasOrdered: true })).toBeNull();
    expect(checkShopperUse(welcome(), { uses: 50, hasOrdered: true })).toBeNull();
  });

  it('keeps a first-order coupon to a first order: "Coupon X is only for your first order", and once', () => {
    const first = welcome({ firstOrderOnly: true });
    expect(perShopperLimit(first)).toBe(1);
    expect(checkShopperUse(first, { uses: 0, hasOrdered: true })).toBe('Coupon WELCOME10 is only for your first order');
    expect(checkShopperUse(first, { uses: 0, hasOrdered: false })).toBeNull();
    expect(checkShopperUse(first, { uses: 1, hasOrdered: false })).toBe('You have already used coupon WELCOME10');
  });
});

describe('coupon on the wire', () => {
  it('keeps a percentage as a percent and shows money in rupees', () => {
    expect(couponOnWire({ ...welcome({ minCartValue: 49_900, maxDiscount: 20_000 }), description: '10% off' })).toEqual({
      code: 'WELCOME10',
      coupon_type: 'percentage',
      amount: 10,
      min_cart_value: 499,
      max_discount: 200,
      description: '10% off',
      expires_at: null,
    });
    expect(couponOnWire({ ...welcome({ couponType: 'flat', amount: 10_000, maxDiscount: 5 }), description: '' })).toMatchObject({
      amount: 100,
      max_discount: null,
    });
  });
});

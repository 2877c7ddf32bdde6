import type { Row } from '../../db/schema';
import { checkCoupon, checkShopperUse, LIMIT_ISSUES, perShopperLimit } from './coupon-rules';

const NOW = new Date('2026-03-01T10:00:00.000Z');

const welcome = (overrides: Partial<Row<'coupons'>> = {}): Row<'coupons'> => ({
  id: 1,
  code: 'WELCOME10',
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

describe('coupon limits (pure rules)', () => {
  it('is not valid before starts_at, and valid from that moment', () => {
    expect(checkCoupon(welcome({ starts_at: '2026-03-01T10:00:00.001Z' }), 100_000, NOW)).toEqual({
      applies: false,
      reason: 'not_started',
      message: 'Coupon WELCOME10 is not valid yet',
    });
    expect(checkCoupon(welcome({ starts_at: '2026-03-01T10:00:00.000Z' }), 100_000, NOW).applies).toBe(true);
  });

  it('has reached its usage limit when used_count reaches max_uses_total; null is unlimited', () => {
    expect(checkCoupon(welcome({ max_uses_total: 3, used_count: 3 }), 100_000, NOW)).toEqual({
      applies: false,
      reason: 'used_up',
      message: 'Coupon WELCOME10 has reached its usage limit',
    });
    expect(checkCoupon(welcome({ max_uses_total: 3, used_count: 2 }), 100_000, NOW).applies).toBe(true);
    expect(checkCoupon(welcome({ used_count: 1_000 }), 100_000, NOW).applies).toBe(true);
  });

  it('refuses the order (not just the discount) for limits, but not for expiry or the minimum', () => {
    expect([...LIMIT_ISSUES].sort()).toEqual(['not_started', 'used_up']);
  });

  it('counts the shopper\'s uses: "You have already used coupon X" (or "...the maximum number of times")', () => {
    expect(checkShopperUse(welcome({ max_uses_per_shopper: 1 }), { uses: 1, hasOrdered: true })).toBe('You have already used coupon WELCOME10');
    expect(checkShopperUse(welcome({ max_uses_per_shopper: 2 }), { uses: 2, hasOrdered: true })).toBe(
      'You have already used coupon WELCOME10 the maximum number of times',
    );
    expect(checkShopperUse(welcome({ max_uses_per_shopper: 2 }), { uses: 1, hasOrdered: true })).toBeNull();
    expect(checkShopperUse(welcome(), { uses: 50, hasOrdered: true })).toBeNull();
  });

  it('keeps a first-order coupon to a first order: "Coupon X is only for your first order", and once', () => {
    const first = welcome({ first_order_only: 1 });
    expect(perShopperLimit(first)).toBe(1);
    expect(checkShopperUse(first, { uses: 0, hasOrdered: true })).toBe('Coupon WELCOME10 is only for your first order');
    expect(checkShopperUse(first, { uses: 0, hasOrdered: false })).toBeNull();
    expect(checkShopperUse(first, { uses: 1, hasOrdered: false })).toBe('You have already used coupon WELCOME10');
  });
});

import { canApplyCoupon } from './coupon-code';

describe('coupon box', () => {
  it('disables Apply Coupon when the code is empty or blank', () => {
    expect(canApplyCoupon('')).toBe(false);
    expect(canApplyCoupon('   ')).toBe(false);
    expect(canApplyCoupon(undefined)).toBe(false);
    expect(canApplyCoupon(null)).toBe(false);
  });

  it('enables it once a code is typed', () => {
    expect(canApplyCoupon('DIWALI10')).toBe(true);
  });
});

import { couponGate } from './coupon-gate';

const restrictedStore = { requireOnlinePayment: true };

describe('coupon gating', () => {
  it('asks a signed-out shopper to log in first', () => {
    expect(couponGate({ isLoggedIn: false, requireOnlinePayment: false })).toBe('login-required');
  });

  it('allows a signed-in shopper when the store does not restrict coupons, whatever the payment method', () => {
    expect(couponGate({ isLoggedIn: true, requireOnlinePayment: false, selectedPaymentMethod: 'cod' })).toBe('allowed');
  });

  it('disables coupons until a payment method is chosen when the store requires an online payment', () => {
    expect(couponGate({ ...restrictedStore, isLoggedIn: true })).toEqual({
      disabled: true,
      hint: 'Please select a payment method',
    });
  });

  it('disables coupons when cash on delivery is chosen', () => {
    expect(couponGate({ ...restrictedStore, isLoggedIn: true, selectedPaymentMethod: 'cod' })).toEqual({
      disabled: true,
      hint: 'Cannot apply coupon on COD payments',
    });
  });

  it('allows coupons once another method is chosen', () => {
    expect(couponGate({ ...restrictedStore, isLoggedIn: true, selectedPaymentMethod: 'razorpay' })).toBe('allowed');
  });

  it('shows the restriction before asking to log in, since a disabled box cannot be applied', () => {
    expect(couponGate({ ...restrictedStore, isLoggedIn: false })).toEqual({
      disabled: true,
      hint: 'Please select a payment method',
    });
    expect(couponGate({ ...restrictedStore, isLoggedIn: false, selectedPaymentMethod: 'paypal' })).toBe('login-required');
  });
});

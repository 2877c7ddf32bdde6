import { couponGate } from './coupon-gate';

const restrictedStore = { codRestrictedHosts: ['shop.example.in'], host: 'shop.example.in' };

describe('coupon gating', () => {
  it('asks a signed-out shopper to log in first', () => {
    expect(couponGate({ isLoggedIn: false, host: 'other.in', codRestrictedHosts: [] })).toBe('login-required');
  });

  it('allows a signed-in shopper on an ordinary host, whatever the payment method', () => {
    expect(
      couponGate({ isLoggedIn: true, host: 'other.in', codRestrictedHosts: ['shop.example.in'], selectedPaymentMethod: 'cod' }),
    ).toBe('allowed');
  });

  it('disables coupons on a restricted host until a payment method is chosen', () => {
    expect(couponGate({ ...restrictedStore, isLoggedIn: true })).toEqual({
      disabled: true,
      hint: 'Please select a payment method',
    });
  });

  it('disables coupons on a restricted host when cash on delivery is chosen', () => {
    expect(couponGate({ ...restrictedStore, isLoggedIn: true, selectedPaymentMethod: 'cod' })).toEqual({
      disabled: true,
      hint: 'Cannot apply coupon on COD payments',
    });
  });

  it('allows coupons on a restricted host once another method is chosen', () => {
    expect(couponGate({ ...restrictedStore, isLoggedIn: true, selectedPaymentMethod: 'card' })).toBe('allowed');
  });

  it('shows the restriction before asking to log in, since a disabled box cannot be applied', () => {
    expect(couponGate({ ...restrictedStore, isLoggedIn: false })).toEqual({
      disabled: true,
      hint: 'Please select a payment method',
    });
    expect(couponGate({ ...restrictedStore, isLoggedIn: false, selectedPaymentMethod: 'card' })).toBe('login-required');
  });

  it('matches hosts ignoring case and port', () => {
    expect(couponGate({ ...restrictedStore, host: 'SHOP.example.in:8443', isLoggedIn: true })).toEqual({
      disabled: true,
      hint: 'Please select a payment method',
    });
  });
});

import {
  couponAlreadyUsedMessage,
  couponBelowMinimumMessage,
  couponDroppedMessage,
  orderLineStockMessage,
  orderNotCancellableMessage,
  walletShortMessage,
} from './commerce';

describe('commerce messages', () => {
  it('says why a cart change dropped the coupon, or that it no longer applies', () => {
    expect(couponDroppedMessage('Coupon X has expired')).toBe('Coupon X has expired. The coupon was removed.');
    expect(couponDroppedMessage(null)).toBe('The coupon no longer applies. The coupon was removed.');
  });

  it('names the minimum and what is missing, in rupees from paise', () => {
    expect(couponBelowMinimumMessage('FLAT100', 99_900, 50_000)).toBe(
      'Coupon FLAT100 needs a minimum cart value of ₹999: add items worth ₹499 more',
    );
    expect(couponBelowMinimumMessage('FLAT100', 100_050, 100_000)).toBe(
      'Coupon FLAT100 needs a minimum cart value of ₹1,000.50: add items worth ₹0.50 more',
    );
  });

  it('words a spent coupon by the shopper limit: once, or the maximum number of times', () => {
    expect(couponAlreadyUsedMessage('WELCOME', 1)).toBe('You have already used coupon WELCOME');
    expect(couponAlreadyUsedMessage('WELCOME', 3)).toBe('You have already used coupon WELCOME the maximum number of times');
  });

  it('shows the wallet balance and the order total in rupees', () => {
    expect(walletShortMessage(12_050, 150_000)).toBe('Your wallet balance of ₹120.50 does not cover the order total of ₹1,500');
  });

  it('names an order status in words', () => {
    expect(orderNotCancellableMessage('return_requested')).toBe('This order can no longer be cancelled (it is return requested)');
  });

  it('never tells of negative stock', () => {
    expect(orderLineStockMessage('Masala Chai', 2)).toBe('Masala Chai: 2 product(s) in stock');
    expect(orderLineStockMessage('Masala Chai', -1)).toBe('Masala Chai: 0 product(s) in stock');
  });
});

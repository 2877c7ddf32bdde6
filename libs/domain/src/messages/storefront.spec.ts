import { fallbackErrorMessage, otpSentMessage, registeredMessage, SOMETHING_WENT_WRONG, stockLimitMessage } from './storefront';

describe('storefront messages (docs/product.md §8)', () => {
  it('fills in the templated toasts', () => {
    expect(registeredMessage('Asha')).toBe('Asha you are successfully register!!');
    expect(otpSentMessage('email')).toBe('OTP has been sent on registered email');
    expect(otpSentMessage('9876543210')).toBe('OTP has been sent on registered 9876543210');
    expect(stockLimitMessage(3)).toBe('3 product(s) in stock');
  });

  it('falls back per operation when the server sends no message', () => {
    expect(fallbackErrorMessage('login')).toBe('login error');
    expect(fallbackErrorMessage('addToCart')).toBe('add to cart error');
    // Operations without a message of their own share the generic one.
    expect(fallbackErrorMessage('updateCartItem')).toBe(SOMETHING_WENT_WRONG);
  });
});

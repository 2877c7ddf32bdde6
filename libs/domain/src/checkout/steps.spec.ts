import {
  STEP_AFTER_ADDRESS_SAVED,
  STEP_AFTER_AUTH,
  checkoutEntryStep,
  checkoutPath,
  checkoutRedirect,
  parseCheckoutStep,
} from './steps';

describe('checkout steps', () => {
  it('enters at step=address when signed in or holding a cart token', () => {
    expect(checkoutPath(checkoutEntryStep({ isSignedIn: true, hasCartToken: false }))).toBe('/checkout?step=address');
    expect(checkoutPath(checkoutEntryStep({ isSignedIn: false, hasCartToken: true }))).toBe('/checkout?step=address');
  });

  it('enters at step=auth otherwise', () => {
    expect(checkoutPath(checkoutEntryStep({ isSignedIn: false, hasCartToken: false }))).toBe('/checkout?step=auth');
  });

  it('goes to step=address after login or registration', () => {
    expect(checkoutPath(STEP_AFTER_AUTH)).toBe('/checkout?step=address');
  });

  it('goes to step=payment after an address is saved on the order', () => {
    expect(checkoutPath(STEP_AFTER_ADDRESS_SAVED)).toBe('/checkout?step=payment');
  });

  it('redirects an empty cart to /products', () => {
    expect(checkoutRedirect({ cartItemCount: 0 })).toBe('/products');
    expect(checkoutRedirect({ cartItemCount: 2 })).toBeNull();
  });
});

describe('checkout step query', () => {
  it('reads a known step', () => {
    expect(parseCheckoutStep('payment')).toBe('payment');
    expect(parseCheckoutStep(' Address ')).toBe('address');
    expect(parseCheckoutStep(['address', 'payment'])).toBe('address');
  });

  it('defaults a missing or unknown step to auth', () => {
    expect(parseCheckoutStep(null)).toBe('auth');
    expect(parseCheckoutStep('shipping')).toBe('auth');
  });

  it('defaults to the entry step of the shopper when known', () => {
    expect(parseCheckoutStep(undefined, { isSignedIn: true, hasCartToken: false })).toBe('address');
  });

  it('keeps a shopper with neither token on auth whatever the URL says', () => {
    expect(parseCheckoutStep('payment', { isSignedIn: false, hasCartToken: false })).toBe('auth');
  });
});

import * as c from './constants';

describe('business constants (docs/product.md §9)', () => {
  it('delays guest and logout actions by 1 s and resets navigation state after 400 ms', () => {
    expect(c.GUEST_DELAY_MS).toBe(1000);
    expect(c.LOGOUT_DELAY_MS).toBe(1000);
    expect(c.NAVIGATION_STATE_RESET_MS).toBe(400);
  });

  it('has 10-digit phones, 4-character OTPs and B2C as the default business type', () => {
    expect(c.PHONE_LENGTH).toBe(10);
    expect(c.OTP_LENGTH).toBe(4);
    expect(c.DEFAULT_BUSINESS_TYPE).toBe('b2c');
  });

  it('debounces search by 1000 ms', () => {
    expect(c.SEARCH_DEBOUNCE_MS).toBe(1000);
  });

  it('truncates names to 30 in the cart and 40 in the wishlist, minimum quantity 1', () => {
    expect(c.CART_NAME_MAX_LENGTH).toBe(30);
    expect(c.WISHLIST_NAME_MAX_LENGTH).toBe(40);
    expect(c.MIN_QUANTITY).toBe(1);
  });

  it('uses filter ids 80 for Category and 26 for Brand', () => {
    expect(c.CATEGORY_FILTER_ID).toBe(80);
    expect(c.BRAND_FILTER_ID).toBe(26);
  });

  it('lists the monthly consumption options and salon categories', () => {
    expect(c.MONTHLY_CONSUMPTION_OPTIONS).toEqual(['1000-2500', '2500-5000', '5000-10000', 'More Than 10000']);
    expect(c.SALON_CATEGORIES).toEqual(['mens', 'women', 'unisex']);
  });

  it('shows 5 categories in the header (4 in Garment)', () => {
    expect(c.HEADER_CATEGORY_LIMIT).toBe(5);
    expect(c.GARMENT_HEADER_CATEGORY_LIMIT).toBe(4);
  });

  it('promises free shipping on orders of $90+ and claims 55,000 subscribers', () => {
    expect(c.FREE_SHIPPING_BANNER_THRESHOLD).toBe(90);
    expect(c.FREE_SHIPPING_BANNER_TEXT).toBe('Free Standard Shipping on Orders $90+ Orders');
    expect(c.SUBSCRIBER_COUNT).toBe(55000);
    expect(c.SUBSCRIBER_COUNT_TEXT).toBe('Join now 55,000 people getting our emails');
  });

  it('charges the card provider total x 100 in INR', () => {
    expect(c.CARD_AMOUNT_MULTIPLIER).toBe(100);
    expect(c.CARD_CURRENCY).toBe('INR');
  });

  it('names the local storage keys', () => {
    expect(c.STORAGE_KEYS).toEqual({
      authToken: 'auth_token',
      cartToken: 'cart_token',
      isGuestUser: 'isGuestUser',
      isPhonepe: 'isPhonepe',
      currentAppLogo: 'current-app-logo',
    });
  });
});

import * as c from './constants';

describe('business constants (spec section 9)', () => {
  it('keeps toasts 2 s on success, 4 s on error and blank, unlimited while loading, at most 20, top-centre', () => {
    expect(c.TOAST_DURATIONS).toEqual({ success: 2000, error: 4000, blank: 4000, loading: Infinity });
    expect(c.TOAST_LIMIT).toBe(20);
    expect(c.TOAST_POSITION).toBe('top-center');
  });

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

  it('debounces search by 1000 ms with a 450 px results panel', () => {
    expect(c.SEARCH_DEBOUNCE_MS).toBe(1000);
    expect(c.SEARCH_PANEL_MAX_HEIGHT_PX).toBe(450);
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

  it('sizes the header: 5 categories (4 in Garment), scrolled after 10 px, mobile up to 767 px, bottom bar hidden from 776 px', () => {
    expect(c.HEADER_CATEGORY_LIMIT).toBe(5);
    expect(c.GARMENT_HEADER_CATEGORY_LIMIT).toBe(4);
    expect(c.HEADER_SCROLLED_AFTER_PX).toBe(10);
    expect(c.MOBILE_BREAKPOINT_PX).toBe(767);
    expect(c.BOTTOM_BAR_HIDDEN_FROM_PX).toBe(776);
    expect(c.HOVER_MENU_MAX_HEIGHT).toBe('80vh');
    expect(c.HOVER_MENU_OFFSET_PX).toBe(64);
    expect(c.PAGE_LOADER_HEIGHT).toBe('80vh');
  });

  it('has breakpoints 576, 768, 992, 1200, 1400', () => {
    expect(Object.values(c.BREAKPOINTS)).toEqual([576, 768, 992, 1200, 1400]);
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

  it('auto-plays the carousel every 3000 ms with 5/4/2/1 items by width', () => {
    expect(c.CAROUSEL_AUTOPLAY_MS).toBe(3000);
    expect(c.CAROUSEL_RESPONSIVE).toEqual({
      superLargeDesktop: { breakpoint: { max: 4000, min: 3000 }, items: 5 },
      desktop: { breakpoint: { max: 3000, min: 1024 }, items: 4 },
      tablet: { breakpoint: { max: 1024, min: 464 }, items: 2 },
      mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
    });
    expect(c.CAROUSEL_ARROWLESS_SIZES).toEqual(['tablet', 'mobile']);
  });

  it('turns the scroll ring 3.6 degrees per percent and sizes the video player 640x360', () => {
    expect(c.SCROLL_RING_DEGREES_PER_PERCENT).toBe(3.6);
    expect(c.VIDEO_PLAYER_SIZE).toEqual({ width: 640, height: 360 });
    expect(c.VIDEO_PROGRESS_INTERVAL_MS).toBe(1000);
    expect(c.VIDEO_FIT_TO_SCREEN_OFFSET_PX).toBe(70);
  });

  it('ticks the progress loader every 20 ms; modal 300 ms, backdrop 150 ms', () => {
    expect(c.PROGRESS_LOADER_TICK_MS).toBe(20);
    expect(c.MODAL_TRANSITION_MS).toBe(300);
    expect(c.BACKDROP_TRANSITION_MS).toBe(150);
  });

  it('animates on scroll with offset 120, duration 400, throttle 99 ms, debounce 50 ms', () => {
    expect(c.ANIMATE_ON_SCROLL).toEqual({ offset: 120, duration: 400, throttleDelay: 99, debounceDelay: 50 });
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

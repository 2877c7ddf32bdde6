import * as m from './messages';

describe('messages (spec section 8)', () => {
  it('words the success toasts exactly', () => {
    expect(m.SUCCESS_MESSAGES).toEqual({
      itemAddedToCart: 'Item added to cart!!',
      cartUpdated: 'cart successfully updated!',
      cartItemRemoved: 'cart item successfully removed!',
      advancePaymentSelected: 'Advance payment Selected',
      fullPaymentSelected: 'Full Payment Selected',
      couponApplied: 'coupon successfully apply!',
      couponRemoved: 'coupon successfully removed!',
      loggedIn: 'you are successfully logged in!!',
      addressAdded: 'new address successfully added!',
      addressUpdated: 'address successfully updated!',
      addressDeleted: 'address successfully deleted!',
      wishlistItemAdded: 'Item added to wishlist!!',
      wishlistItemRemoved: 'Item removed from wishlist!!',
      orderPlaced: 'your order successfully placed',
      orderCancelled: 'order successfully cancel!',
      returnSubmitted: 'submitted!',
      reviewAdded: 'review successfully added',
      subscribed: 'you are successfully subscribed!!',
    });
  });

  it('fills in the templated messages', () => {
    expect(m.registeredMessage('Asha')).toBe('Asha you are successfully register!!');
    expect(m.otpSentMessage('email')).toBe('OTP has been sent on registered email');
    expect(m.otpSentMessage('9876543210')).toBe('OTP has been sent on registered 9876543210');
    expect(m.stockLimitMessage(3)).toBe('3 product(s) in stock');
  });

  it('words the alerts exactly', () => {
    expect(m.TERMS_ALERT).toBe('please select terms & policy!');
    expect(m.PASSWORD_MISMATCH_ALERT).toBe('password not matching!');
  });

  it('falls back per operation when the server sends no message', () => {
    expect(m.FALLBACK_ERROR_MESSAGES).toEqual({
      addToCart: 'add to cart error',
      updateCartItem: 'Something went wrong!!',
      removeCartItem: 'Something went wrong!!',
      chooseAdvancePayment: 'Something went wrong!!',
      updateCodCharge: 'Something went wrong!!',
      guestCheckout: 'Something went wrong!!',
      applyCoupon: 'apply coupon error',
      removeCoupon: 'remove coupon error',
      login: 'login error',
      getStates: 'address Error',
      getCities: 'address Error',
      listAddresses: 'address Error',
      createAddress: 'address Error',
      updateAddress: 'address Error',
      deleteAddress: 'address Error',
      addAddressToCart: 'address Error',
      addToWishlist: 'add wish error!',
      removeFromWishlist: 'add wish error!',
      cancelOrder: 'order cancel error!',
      returnOrder: 'return order error!',
      addReview: 'add review error!',
      contact: 'contact us error!',
      subscribe: 'subscribe error!',
      updateQuantity: 'Failed to update quantity',
    });
    expect(m.fallbackErrorMessage('login')).toBe('login error');
  });

  it('words the network, token and router errors exactly', () => {
    expect(m.TOKEN_EXPIRED_MESSAGE).toBe('Token expired.');
    expect(m.NETWORK_ERROR_MESSAGE).toBe('Network Error');
    expect(m.REQUEST_ABORTED_MESSAGE).toBe('Request aborted');
    expect(m.ROUTER_ERROR_MESSAGE).toBe('Unexpected Application Error!');
    expect(m.NOT_FOUND_TITLE).toBe('404 Page Not Found');
  });

  it('words the screen texts exactly', () => {
    expect(m.AUTH_CHECKING_TEXT).toBe('Auth Checking...');
    expect(m.EMPTY_CART_TEXT).toBe('Your Cart is empty');
    expect(m.EMPTY_WISHLIST_TEXT).toBe('Your Wishlist is empty');
    expect(m.CART_DRAWER_TITLE).toBe('Shopping cart');
    expect(m.WISHLIST_DRAWER_TITLE).toBe('My WishList');
    expect(m.FOOTER_LOADING_TEXT).toBe('footer loading...');
    expect(m.SEARCH_PLACEHOLDERS).toEqual({ overlay: 'Search...', header: 'Search for products' });
    expect(m.COUPON_COD_HINT).toBe('Cannot apply coupon on COD payments');
    expect(m.COUPON_SELECT_PAYMENT_HINT).toBe('Please select a payment method');
    expect(m.REMOVE_COUPON_LABEL).toBe('Remove Coupon');
    expect(m.LOADING_LABEL).toBe('Loading...');
  });

  it('words the payment callback page exactly', () => {
    expect(m.CALLBACK_TEXTS).toEqual({
      thankYou: 'Thank you! Your order has been placed',
      orderId: 'Order ID:',
      confirmationEmail: 'You will shortly receive an order confirmation email with details of your order.',
      keepOrderId: 'Keep your order ID: with it you can track your order.',
      trackOrder: 'Track order',
      sendToWhatsApp: 'Send order to WhatsApp',
      continueShopping: 'Continue Shopping',
      myOrder: 'My Order',
      paymentFailed: 'Payment Failed',
      tryAgain: 'try again',
    });
  });

  it('words the spec field messages exactly', () => {
    expect(m.FIELD_MESSAGES).toMatchObject({
      emailOrMobileRequired: 'email or mobile required',
      invalidEmailOrMobileNumber: 'Invalid email or mobile number',
      passwordRequired: 'password required',
      nameRequired: 'name required',
      emailRequired: 'email required',
      invalidEmailAddress: 'Invalid email address',
      fullPhoneNumberRequired: 'full phone number required',
      passwordConfirmationRequired: 'password confirmation required',
      salonCategoryRequired: 'salon category is required',
      salonMonthlyConsumptionRequired: 'salon monthly consumption is required',
      businessNameRequired: 'business name is required',
      invalidEmailOrMobile: 'Invalid email or mobile',
      phoneNumberRequired: 'phone number required',
      subscribeEmailRequired: 'Email Required',
      subscribeInvalidEmail: 'Invalid email',
    });
  });
});

/**
 * Every user-facing string of the storefront's rules (docs/product.md §2, §4, §5 and §8), word for word.
 * Typos and odd capitals are the spec's and are kept on purpose: tests and screens match them exactly.
 */

/** Success toasts (docs/product.md §8). Templated ones are the functions below. */
export const SUCCESS_MESSAGES = {
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
  /** Used when the return response carries no data.message. */
  returnSubmitted: 'submitted!',
  reviewAdded: 'review successfully added',
  subscribed: 'you are successfully subscribed!!',
  /** Not in the spec: a password reset that the server confirmed without a message. */
  passwordReset: 'your password successfully updated!',
  /** Not in the spec: the storefront's toast after a profile change. */
  profileUpdated: 'profile successfully updated!',
} as const;

/** Success toast after registration: "{name} you are successfully register!!". */
export function registeredMessage(name: string): string {
  return `${name} you are successfully register!!`;
}

/** Toast after an OTP is sent: "OTP has been sent on registered {target}" (target: "email" or the phone). */
export function otpSentMessage(target: string): string {
  return `OTP has been sent on registered ${target}`;
}

/** Stock limit on the cart stepper: "{n} product(s) in stock". */
export function stockLimitMessage(n: number): string {
  return `${n} product(s) in stock`;
}

/** Alert when the registration terms checkbox is not ticked. */
export const TERMS_ALERT = 'please select terms & policy!';

/** Alert when the new password and its confirmation differ on reset. */
export const PASSWORD_MISMATCH_ALERT = 'password not matching!';

/** Field messages of the forms (docs/product.md §5), plus the few the spec leaves open (marked). */
export const FIELD_MESSAGES = {
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
  /** Not in the spec: a phone that is not exactly 10 digits. */
  invalidPhoneNumber: 'Invalid phone number',
  /** Not in the spec: an empty OTP. */
  otpRequired: 'OTP required',
  /** Not in the spec: an OTP longer than 4 characters. */
  otpTooLong: 'OTP must be at most 4 characters',
  /** Not in the spec: a pincode that is not 6 digits starting 1-9. */
  invalidPincode: 'Invalid pincode',
  /** Not in the spec: a GSTIN that does not have the 15-character GST format. */
  invalidGstin: 'Invalid GST number',
  /** Not in the spec: more than 5 documents uploaded. */
  tooManyDocuments: 'You can upload at most 5 documents',
  /** Not in the spec: a document that is not a PDF, PNG or JPEG data URL. */
  invalidDocumentType: 'Documents must be PDF, PNG or JPEG files',
  /** Not in the spec: a document larger than 2 MB. */
  documentTooLarge: 'Each document must be at most 2 MB',
  /** Not in the spec: the B2B form without a GST number (the API requires one for b2b). */
  gstinRequired: 'GST number is required',
  /** Not in the spec: the B2B form without a business state. */
  gstStateRequired: 'business state is required',
  /** Not in the spec: the B2B form without a business address. */
  gstAddressRequired: 'business address is required',
  /** Not in the spec: a password shorter than the API accepts at registration and reset. */
  passwordTooShort: 'password must be at least 6 characters',
} as const;

/** Generic failure toast used by several operations. */
export const SOMETHING_WENT_WRONG = 'Something went wrong!!';

/**
 * Fallback error toast per SDK operation (docs/product.md §8), used when the server sends no meta.message.
 * Operations whose failure shows the server's message only (register, profile update, wishlist to cart,
 * place order) have no entry.
 */
export const FALLBACK_ERROR_MESSAGES = {
  addToCart: 'add to cart error',
  updateCartItem: SOMETHING_WENT_WRONG,
  removeCartItem: SOMETHING_WENT_WRONG,
  chooseAdvancePayment: SOMETHING_WENT_WRONG,
  updateCodCharge: SOMETHING_WENT_WRONG,
  guestCheckout: SOMETHING_WENT_WRONG,
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
} as const;

/** An SDK operation that has a fallback error message. */
export type FallbackOperation = keyof typeof FALLBACK_ERROR_MESSAGES;

/** The fallback toast for an operation's failure when the server gave no message. */
export function fallbackErrorMessage(operation: FallbackOperation): string {
  return FALLBACK_ERROR_MESSAGES[operation];
}

/** Server message meaning the auth token has expired (it removes auth_token). */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired.';

/** Network failure toast. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** Aborted request toast. */
export const REQUEST_ABORTED_MESSAGE = 'Request aborted';

/** Heading of the routing error screen (followed by the error text). */
export const ROUTER_ERROR_MESSAGE = 'Unexpected Application Error!';

/** Title of the 404 page. */
export const NOT_FOUND_TITLE = '404 Page Not Found';

/** Shown by the account guard while the user loads. */
export const AUTH_CHECKING_TEXT = 'Auth Checking...';

/** Empty cart drawer. */
export const EMPTY_CART_TEXT = 'Your Cart is empty';

/** Empty wishlist drawer. */
export const EMPTY_WISHLIST_TEXT = 'Your Wishlist is empty';

/** Cart drawer title. */
export const CART_DRAWER_TITLE = 'Shopping cart';

/** Wishlist drawer title. */
export const WISHLIST_DRAWER_TITLE = 'My WishList';

/** Footer placeholder while top categories or content pages load. */
export const FOOTER_LOADING_TEXT = 'footer loading...';

/** Search box placeholders: the overlay's and the header box's. */
export const SEARCH_PLACEHOLDERS = {
  overlay: 'Search...',
  header: 'Search for products',
} as const;

/** Texts of the payment callback page (docs/product.md §2). */
export const CALLBACK_TEXTS = {
  thankYou: 'Thank you! Your order has been placed',
  orderId: 'Order ID:',
  confirmationEmail: 'You will shortly receive an order confirmation email with details of your order.',
  /** Instead of the e-mail promise when there is no address to send it to. */
  keepOrderId: 'Keep your order ID: with it you can track your order.',
  trackOrder: 'Track order',
  sendToWhatsApp: 'Send order to WhatsApp',
  continueShopping: 'Continue Shopping',
  myOrder: 'My Order',
  paymentFailed: 'Payment Failed',
  tryAgain: 'try again',
} as const;

/** Coupon hint on a COD-restricted host when cash on delivery is chosen. */
export const COUPON_COD_HINT = 'Cannot apply coupon on COD payments';

/** Coupon hint on a COD-restricted host when no payment method is chosen yet. */
export const COUPON_SELECT_PAYMENT_HINT = 'Please select a payment method';

/** Label of the locked coupon box once a coupon is applied. */
export const REMOVE_COUPON_LABEL = 'Remove Coupon';

/** Label of a loading button. */
export const LOADING_LABEL = 'Loading...';

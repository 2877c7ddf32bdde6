/**
 * Business constants and limits of the storefront (docs/product.md §9), in one place. How the pages look and
 * move (transitions, breakpoints, toast timings, sizes) lives in the ui-kit's `defaults.ts`, not here.
 * Durations are in milliseconds unless the name says otherwise.
 */

/** Delay before "continue as a guest" takes effect, in ms. */
export const GUEST_DELAY_MS = 1000;

/** Delay before logout clears local storage, in ms. */
export const LOGOUT_DELAY_MS = 1000;

/** Navigation state is reset this long after a router action, in ms. */
export const NAVIGATION_STATE_RESET_MS = 400;

/** A phone number has exactly this many digits. */
export const PHONE_LENGTH = 10;

/** A one-time PIN has this many characters. */
export const OTP_LENGTH = 4;

/** business_type of a registration that is not B2B. */
export const DEFAULT_BUSINESS_TYPE = 'b2c';

/** Search is sent this long after the last keystroke, in ms. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** Product names in the cart are truncated to this many characters. */
export const CART_NAME_MAX_LENGTH = 30;

/** Product names in the wishlist are truncated to this many characters. */
export const WISHLIST_NAME_MAX_LENGTH = 40;

/** Smallest quantity a cart line may hold. */
export const MIN_QUANTITY = 1;

/** Most units of one item a cart line may hold (the contract's quantity maximum). */
export const MAX_ITEM_QUANTITY = 999;

/** Most delivery addresses one shopper may keep. */
export const MAX_ADDRESSES = 20;

/** Id of the Category filter on the product list. */
export const CATEGORY_FILTER_ID = 80;

/** Id of the Brand filter on the product list. */
export const BRAND_FILTER_ID = 26;

/** Options of the salon "monthly consumption" field, in display order. */
export const MONTHLY_CONSUMPTION_OPTIONS = [
  '1000-2500',
  '2500-5000',
  '5000-10000',
  'More Than 10000',
] as const;

/** A salon's monthly consumption option. */
export type MonthlyConsumption = (typeof MONTHLY_CONSUMPTION_OPTIONS)[number];

/** Options of the salon "category" field. */
export const SALON_CATEGORIES = ['mens', 'women', 'unisex'] as const;

/** A salon category. */
export type SalonCategory = (typeof SALON_CATEGORIES)[number];

/** Top-level categories shown in the header before "More". */
export const HEADER_CATEGORY_LIMIT = 5;

/** Top-level categories shown in the Garment header before "More". */
export const GARMENT_HEADER_CATEGORY_LIMIT = 4;

/**
 * Order value, in dollars as the banner says, from which the mega-menu banner promises free shipping.
 * Display copy only: the shipping actually charged is decided by the API.
 */
export const FREE_SHIPPING_BANNER_THRESHOLD = 90;

/** The mega-menu banner line (exact spec text, typo included). */
export const FREE_SHIPPING_BANNER_TEXT = 'Free Standard Shipping on Orders $90+ Orders';

/** Number of subscribers the footer claims. */
export const SUBSCRIBER_COUNT = 55000;

/** Footer subscribe form text. */
export const SUBSCRIBER_COUNT_TEXT = 'Join now 55,000 people getting our emails';

/** Rupees are multiplied by this to get the card provider's amount (paise). */
export const CARD_AMOUNT_MULTIPLIER = 100;

/** Currency of card provider payments. */
export const CARD_CURRENCY = 'INR';

/** Local storage keys the storefront reads and writes. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  cartToken: 'cart_token',
  isGuestUser: 'isGuestUser',
  isPhonepe: 'isPhonepe',
  currentAppLogo: 'current-app-logo',
} as const;

/** One of the local storage keys. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Business constants and limits of the storefront (spec section 9), in one place.
 * Durations are in milliseconds, sizes in CSS pixels unless the name says otherwise.
 */

/** How long each kind of toast stays on screen, in ms (loading toasts stay until dismissed). */
export const TOAST_DURATIONS = {
  success: 2000,
  error: 4000,
  blank: 4000,
  loading: Infinity,
} as const;

/** Most toasts shown at once. */
export const TOAST_LIMIT = 20;

/** Where toasts appear. */
export const TOAST_POSITION = 'top-center';

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

/** Maximum height of the search results panel, in px. */
export const SEARCH_PANEL_MAX_HEIGHT_PX = 450;

/** Product names in the cart are truncated to this many characters. */
export const CART_NAME_MAX_LENGTH = 30;

/** Product names in the wishlist are truncated to this many characters. */
export const WISHLIST_NAME_MAX_LENGTH = 40;

/** Smallest quantity a cart line may hold. */
export const MIN_QUANTITY = 1;

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

/** The header counts as scrolled once the page is scrolled more than this, in px. */
export const HEADER_SCROLLED_AFTER_PX = 10;

/** Widths up to and including this are "mobile", in px. */
export const MOBILE_BREAKPOINT_PX = 767;

/** The mobile bottom bar is hidden at this width and above, in px. */
export const BOTTOM_BAR_HIDDEN_FROM_PX = 776;

/** Maximum height of a header hover (mega) menu. */
export const HOVER_MENU_MAX_HEIGHT = '80vh';

/** Vertical offset of a header hover menu, in px. */
export const HOVER_MENU_OFFSET_PX = 64;

/** Height of a full-page loader. */
export const PAGE_LOADER_HEIGHT = '80vh';

/** Layout breakpoints (min widths), in px. */
export const BREAKPOINTS = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

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

/** Rotating carousel auto-play interval, in ms. */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** Items per slide by viewport width (react-multi-carousel's `responsive` shape). */
export const CAROUSEL_RESPONSIVE = {
  superLargeDesktop: { breakpoint: { max: 4000, min: 3000 }, items: 5 },
  desktop: { breakpoint: { max: 3000, min: 1024 }, items: 4 },
  tablet: { breakpoint: { max: 1024, min: 464 }, items: 2 },
  mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
} as const;

/** Carousel sizes that have their arrows removed. */
export const CAROUSEL_ARROWLESS_SIZES = ['tablet', 'mobile'] as const;

/** The scroll-progress ring turns this many degrees per percent scrolled. */
export const SCROLL_RING_DEGREES_PER_PERCENT = 3.6;

/** Default size of the embedded video player, in px. */
export const VIDEO_PLAYER_SIZE = { width: 640, height: 360 } as const;

/** How often the video player reports progress, in ms. */
export const VIDEO_PROGRESS_INTERVAL_MS = 1000;

/** "Fit to screen" scrolls the player to this offset from the top, in px. */
export const VIDEO_FIT_TO_SCREEN_OFFSET_PX = 70;

/** The progress loader advances one percent every this many ms. */
export const PROGRESS_LOADER_TICK_MS = 20;

/** Modal transition, in ms. */
export const MODAL_TRANSITION_MS = 300;

/** Modal backdrop transition, in ms. */
export const BACKDROP_TRANSITION_MS = 150;

/** Animate-on-scroll settings (AOS option names). */
export const ANIMATE_ON_SCROLL = {
  offset: 120,
  duration: 400,
  throttleDelay: 99,
  debounceDelay: 50,
} as const;

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

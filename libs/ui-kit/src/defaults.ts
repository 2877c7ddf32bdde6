/**
 * How the storefront looks and moves (docs/product.md §4 and §9): transitions, toast timings,
 * breakpoints and sizes. This file is their one owner; business rules and limits (OTP and phone lengths,
 * debounce of the search request, category limits) live in the domain's `constants.ts`. Components take
 * these as overridable prop defaults.
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

/** Modal and drawer enter/exit transition (docs/product.md §9). */
export const MODAL_TRANSITION_MS = 300;
/** Backdrop fade (docs/product.md §9). */
export const BACKDROP_TRANSITION_MS = 150;

/** Rotating carousel auto-play interval (docs/product.md §9). */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** One responsive range of the carousel: from `minWidth` (inclusive) to `maxWidth` (exclusive) px. */
export interface CarouselResponsiveItem {
  minWidth: number;
  maxWidth: number;
  items: number;
}

/** Items per view by window width (docs/product.md §9): 5, 4, 2 and 1. */
export const CAROUSEL_RESPONSIVE_ITEMS: readonly CarouselResponsiveItem[] = [
  { minWidth: 3000, maxWidth: 4000, items: 5 },
  { minWidth: 1024, maxWidth: 3000, items: 4 },
  { minWidth: 464, maxWidth: 1024, items: 2 },
  { minWidth: 0, maxWidth: 464, items: 1 },
];

/** Embedded video player default size (docs/product.md §9). */
export const VIDEO_PLAYER_WIDTH = 640;
export const VIDEO_PLAYER_HEIGHT = 360;
/** How often the video player reports progress, in ms. */
export const VIDEO_PROGRESS_INTERVAL_MS = 1000;
/** "Fit to screen" scrolls the player to this offset from the top, in px. */
export const VIDEO_FIT_TO_SCREEN_OFFSET_PX = 70;

/** Progress loader tick (docs/product.md §9); it counts one step per tick from 0 to 100. */
export const PROGRESS_LOADER_STEP_MS = 20;
/** Page loaders take 80vh (docs/product.md §9). */
export const PAGE_LOADER_MIN_HEIGHT = '80vh';

/** Animate-on-scroll trigger offset in px and animation duration (docs/product.md §9). */
export const ANIMATE_ON_SCROLL_OFFSET = 120;
export const ANIMATE_ON_SCROLL_DURATION_MS = 400;
/** How often animate-on-scroll re-checks while scrolling and after a resize, in ms. */
export const ANIMATE_ON_SCROLL_THROTTLE_MS = 99;
export const ANIMATE_ON_SCROLL_DEBOUNCE_MS = 50;

/** The page (and the header) counts as scrolled after more than this many px (docs/product.md §4 and §9). */
export const SCROLLED_THRESHOLD_PX = 10;

/** Widths up to and including this are "mobile", in px. */
export const MOBILE_BREAKPOINT_PX = 767;

/** The mobile bottom bar is hidden at this width and above, in px. */
export const BOTTOM_BAR_HIDDEN_FROM_PX = 776;

/** Maximum height of a header hover (mega) menu. */
export const HOVER_MENU_MAX_HEIGHT = '80vh';

/** Vertical offset of a header hover menu, in px. */
export const HOVER_MENU_OFFSET_PX = 64;

/** Maximum height of the search results panel, in px. */
export const SEARCH_PANEL_MAX_HEIGHT_PX = 450;

/** Scroll-progress ring: percentage x 3.6 degrees (docs/product.md §9). */
export const SCROLL_PROGRESS_DEGREES_PER_PERCENT = 3.6;

/** Breakpoints in px (docs/product.md §9). */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Container max width from each breakpoint up (Bootstrap-compatible values). */
export const CONTAINER_MAX_WIDTHS: Readonly<Record<Breakpoint, number>> = {
  sm: 540,
  md: 720,
  lg: 960,
  xl: 1140,
  xxl: 1320,
};

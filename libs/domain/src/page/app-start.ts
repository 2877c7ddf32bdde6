/**
 * On a page the API rendered, the app's entry script is started by a small start script once the first
 * screen is painted (apps/storefront/src/page-start.ts): these attributes of that script element name the
 * entry (`/assets/index-<hash>.js`) and, space-separated, the chunks to preload with it.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';

/**
 * Events the app dispatches on `document` as it takes over a page the server rendered: just before React
 * starts hydrating it (from then on React answers presses itself), and once the page has started (hydrated,
 * with the shopper's own data in; `<html data-started>` is set at the same moment). The start script keeps
 * the presses made before the first and replays them after the second.
 */
export const APP_HYDRATING_EVENT = 'storefront:hydrating';
export const APP_STARTED_EVENT = 'storefront:started';

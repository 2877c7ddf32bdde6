/**
 * On a page the API rendered, the app's entry script is started by a small start script once the first
 * screen is painted (apps/storefront/src/page-start.ts): these attributes of that script element name the
 * entry (`/assets/index-<hash>.js`) and, space-separated, the chunks to preload with it.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';

/**
 * The attribute the API's page server puts on `<div id="root">` when it rendered the page, naming the theme
 * it rendered in (apps/api/src/web/page-render/inject-rendered-app.ts); the storefront hydrates a page that
 * has it (apps/storefront/src/main.tsx). One name both sides take from here.
 */
export const SERVER_THEME_ATTRIBUTE = 'data-server-theme';

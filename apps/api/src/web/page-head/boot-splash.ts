import { escapeHtml } from './escape';

const SPLASH = '<div class="boot-splash">';
/** A picture the page may show: a path on the site or an http(s) address. */
const IMAGE_ADDRESS = /^(\/(?!\/)|https?:\/\/)/i;

/**
 * The store's logo in the start-up splash (apps/storefront/index.html's `.boot-splash`), so that a first
 * visit sees the store's name in its logo before any script has run, not a blank page; the app's loading
 * screen keeps it until the page is drawn. A build without the splash, or a store without a logo, is left as is.
 */
export function injectSplashLogo(html: string, logo: string | null): string {
  if (!logo || !IMAGE_ADDRESS.test(logo)) return html;
  return html.replace(SPLASH, () => `${SPLASH}<img class="boot-logo" src="${escapeHtml(logo)}" alt="">`);
}

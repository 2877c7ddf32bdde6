/**
 * Paths crawlers are asked to leave alone: a shopper's own pages (account, checkout, the payment
 * callback, order pages) and the payment sandbox. The cart is a drawer without a path of its own;
 * `/cart` is listed so a cart page added later stays out too. `/api/` is NOT listed: a search engine
 * that renders the app needs the catalogue calls to see the page.
 */
export const DISALLOWED_PATHS = ['/my-account', '/checkout', '/cart', '/callbackUrl', '/order/', '/sandbox/'];

/** robots.txt: everything else allowed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

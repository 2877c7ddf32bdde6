import { LOCALES, localizePath } from '@storefront/domain';

/**
 * A shopper's own pages (account, checkout, the payment callback, order pages). The cart is a drawer
 * without a path of its own; `/cart` is listed so a cart page added later stays out too.
 */
const SHOPPER_PAGES = ['/my-account', '/checkout', '/cart', '/callbackUrl', '/order/'];

/**
 * Paths crawlers are asked to leave alone: the shopper's own pages in every language (`/hi/checkout` as
 * `/checkout`) and the payment sandbox. `/api/` is NOT listed: a search engine that renders the app
 * needs the catalogue calls to see the page.
 */
export const DISALLOWED_PATHS = [...LOCALES.flatMap((locale) => SHOPPER_PAGES.map((path) => localizePath(path, locale))), '/sandbox/'];

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

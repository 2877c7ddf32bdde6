/**
 * The storefront's pages with a fixed address, as links write them. The route table
 * (apps/storefront/src/app/routes.tsx) and the server's page heads (matchPageRoute) read the same paths.
 */
export const PAGE_PATHS = {
  home: '/',
  products: '/products',
  contactUs: '/contact-us',
  faqs: '/faqs',
  trackOrder: '/track-order',
  checkout: '/checkout',
  myAccount: '/my-account',
  callback: '/callbackUrl',
} as const;

/**
 * The storefront's route table (docs/product.md §2) as react-router path patterns: `:name` is one segment,
 * a trailing `*` any rest (none included). Matched case-insensitively, a trailing slash ignored.
 */
export const ROUTE_PATHS = {
  home: PAGE_PATHS.home,
  products: PAGE_PATHS.products,
  product: `${PAGE_PATHS.products}/:slug/:id`,
  cmsPage: '/get-to-know-us/:slug',
  contactUs: PAGE_PATHS.contactUs,
  faqs: PAGE_PATHS.faqs,
  trackOrder: PAGE_PATHS.trackOrder,
  checkout: PAGE_PATHS.checkout,
  myAccount: `${PAGE_PATHS.myAccount}/*`,
  callback: PAGE_PATHS.callback,
  order: '/order/:slug',
} as const;

/** A route of the table, by name. */
export type RouteName = keyof typeof ROUTE_PATHS;

import type { StorefrontSdk } from '@storefront/sdk';

/** The product list query (`GET /products/filter`) without the page. */
export type ProductQuery = Omit<NonNullable<Parameters<StorefrontSdk['catalog']['filter']>[0]>, 'page'>;

/** The list URL of a text search: "/products?query={text}" (spec section 2). */
export function searchResultsPath(text: string): string {
  return `/products?query=${encodeURIComponent(text.trim())}`;
}

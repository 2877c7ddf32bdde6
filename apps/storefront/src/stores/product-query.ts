import type { StorefrontSdk } from '@storefront/sdk';

/** The product list query (`GET /products/filter`) without the page. */
export type ProductQuery = Omit<NonNullable<Parameters<StorefrontSdk['catalog']['filter']>[0]>, 'page'>;

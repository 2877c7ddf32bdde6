import type { StorefrontSdk } from '@storefront/sdk';

/** The first page of in-stock products, and how many there are in all. */
export async function firstProducts(sdk: StorefrontSdk) {
  const { data: products, meta } = await sdk.catalog.filter({ page: 1, per_page: 20, in_stock: true });
  return { names: products.map((product) => product.name), total: meta.total_count };
}

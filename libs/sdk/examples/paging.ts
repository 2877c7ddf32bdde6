import type { ProductSummary, StorefrontSdk } from '@storefront/sdk';

type ProductQuery = NonNullable<Parameters<StorefrontSdk['catalog']['filter']>[0]>;

/** Every product matching `query`, page after page (`meta.total_pages` says when to stop). */
export async function* allProducts(sdk: StorefrontSdk, query: ProductQuery = {}): AsyncGenerator<ProductSummary> {
  for (let page = 1; ; page += 1) {
    const { data, meta } = await sdk.catalog.filter({ ...query, page, per_page: 60 });
    yield* data;
    if (page >= meta.total_pages) return;
  }
}

/** "Load more": the next page of the shopper's orders, and whether another follows. */
export async function nextOrdersPage(sdk: StorefrontSdk, loaded: number) {
  const { data, meta } = await sdk.orders.myOrders({ page: loaded + 1, per_page: 10 });
  return { orders: data, hasMore: meta.current_page < meta.total_pages };
}

import type { ProductQuery } from './product-query';

/**
 * The names under which a page's data is loaded before rendering (RootStore.loadForPage) and taken by its
 * screen on mount (RootStore.loadOnMount): one place, so the two always agree.
 */
export const pageDataKeys = {
  productList: (query: ProductQuery, page: number) => `products ${page} ${JSON.stringify(query)}`,
  product: (id: number) => `product ${id}`,
  cmsPage: (slug: string) => `cms ${slug}`,
  faqs: () => 'faqs',
} as const;

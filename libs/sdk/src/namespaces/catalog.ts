import { request, type QueryOf } from '../client/request';
import type { SdkContext } from './context';

/**
 * Products, categories, brands, collections and the home product sections (public): `sdk.catalog`.
 * @example
 * ```ts
 * // One page of in-stock products; `meta` carries the pagination.
 * const { data: products, meta } = await sdk.catalog.filter({ page: 1, per_page: 20, in_stock: true });
 * console.log(`page ${meta.current_page} of ${meta.total_pages}: ${products.length} products`);
 * const { data: product } = await sdk.catalog.product(products[0].id);
 * ```
 */
export function catalogApi({ client }: SdkContext) {
  return {
    /** The product list: filters, query search and pagination (`meta.current_page`...). */
    filter: (query: QueryOf<'filterProducts'> = {}) =>
      request('filterProducts', () => client.GET('/products/filter', { params: { query } })),
    /** How many products each category, brand and "in stock only" would list under the list's other filters. */
    facets: (query: QueryOf<'filterProductFacets'> = {}) =>
      request('filterProductFacets', () => client.GET('/products/filter/facets', { params: { query } })),
    /** One product with gallery, variants and reviews. */
    product: (id: number) => request('getProduct', () => client.GET('/products/{id}', { params: { path: { id } } })),
    /** Trending products; `period: 'weekly'` gives the weekly list. */
    trending: (query: QueryOf<'listTrendingProducts'> = {}) =>
      request('listTrendingProducts', () => client.GET('/products/v1/trending_products', { params: { query } })),
    bestSelling: () => request('listBestSellingProducts', () => client.GET('/products/v1/best_selling_products')),
    categoryProducts: () => request('listCategoryProducts', () => client.GET('/products/v1/category_products')),
    optionTypes: () => request('listOptionTypes', () => client.GET('/option_types')),
    /** Brands; `featured: true` gives the home brands. */
    brands: (query: QueryOf<'listBrands'> = {}) =>
      request('listBrands', () => client.GET('/brands', { params: { query } })),
    /** Top categories (footer "Top Categories"). */
    categories: () => request('listCategories', () => client.GET('/categories')),
    /** The whole category tree, three levels of `childrens`. */
    allCategories: () => request('listAllCategories', () => client.GET('/categories/all_category')),
    collections: () => request('listCollections', () => client.GET('/collections')),
  };
}

import type { ListQuery } from '@storefront/domain';
import type { FacetQuery, ProductQuery } from '../../stores';

/**
 * What the catalog store sends to GET /products/filter for this URL (the page is added by the store).
 * The URL itself is read by the domain's parseListQuery, as the server's page head reads it.
 */
export function toProductQuery(list: ListQuery): ProductQuery {
  const query: ProductQuery = {};
  if (list.text) query.query = list.text;
  if (list.categories.length) query['category_ids[]'] = list.categories.map((c) => c.id);
  if (list.brands.length) query['brand_ids[]'] = list.brands.map((b) => b.id);
  if (list.price?.min !== undefined) query.min_price = list.price.min;
  if (list.price?.max !== undefined) query.max_price = list.price.max;
  if (list.inStock) query.in_stock = true;
  if (list.sort) query.sort = list.sort;
  return query;
}

/** What the filters' counts are asked for: the list's filters without its order. */
export function toFacetQuery(list: ListQuery): FacetQuery {
  const { sort: _sort, ...filters } = toProductQuery(list);
  return filters;
}

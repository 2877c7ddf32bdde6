import type { operations } from '../generated/schema';

type ListDefaults = 'page' | 'per_page' | 'sort';
type FilterProductsQuery = NonNullable<operations['filterProducts']['parameters']['query']>;

/**
 * The product list's query as a server reads it once the contract has validated it: the defaults the
 * contract declares (page, page size, order) are filled in. The API and the fake both answer this shape.
 */
export type ValidatedFilterQuery = Required<Pick<FilterProductsQuery, ListDefaults>> & Omit<FilterProductsQuery, ListDefaults>;

/** The filter counts' query: the list's filters without page and order. */
export type ValidatedFacetQuery = Omit<FilterProductsQuery, ListDefaults>;

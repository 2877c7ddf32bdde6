import type { ProductQuery } from '../../stores';

/** One chosen filter value from the URL: its id and the name shown in the key's brackets' value. */
export interface ChosenOption {
  id: number;
  name: string;
}

/** What the product list URL asks for. */
export interface ListQuery {
  /** `?query=` text search, trimmed; empty when absent. */
  text: string;
  /** `?category_ids[<id>]=<name>` entries, in URL order. */
  categories: ChosenOption[];
  /** `?brand_ids[<id>]=<name>` entries, in URL order. */
  brands: ChosenOption[];
  /** `?sort=`; absent means the API's default (newest). */
  sort?: ListSort;
}

export const LIST_SORTS = ['newest', 'popular', 'price_asc', 'price_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const isSort = (value: string | null): value is ListSort => (LIST_SORTS as readonly (string | null)[]).includes(value);

const CATEGORY_KEY = /^category_ids\[(\d+)\]$/;
const BRAND_KEY = /^brand_ids\[(\d+)\]$/;

function collect(params: URLSearchParams, key: RegExp): ChosenOption[] {
  const chosen: ChosenOption[] = [];
  for (const [name, value] of params) {
    const match = key.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    if (Number.isSafeInteger(id) && id > 0 && !chosen.some((c) => c.id === id)) chosen.push({ id, name: value.trim() });
  }
  return chosen;
}

/**
 * Reads the list URL (spec section 2): `?query={text}` and `?category_ids[{id}]={name}` (the id is in the
 * key's brackets, the value is only the category's name). Brands use the same shape, `brand_ids[{id}]`.
 */
export function parseListQuery(search: string | URLSearchParams): ListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  return {
    text: (params.get('query') ?? '').trim(),
    categories: collect(params, CATEGORY_KEY),
    brands: collect(params, BRAND_KEY),
    ...(isSort(sort) ? { sort } : {}),
  };
}

/** What the catalog store sends to GET /products/filter for this URL (the page is added by the store). */
export function toProductQuery(list: ListQuery): ProductQuery {
  const query: ProductQuery = {};
  if (list.text) query.query = list.text;
  if (list.categories.length) query['category_ids[]'] = list.categories.map((c) => c.id);
  if (list.brands.length) query['brand_ids[]'] = list.brands.map((b) => b.id);
  if (list.sort) query.sort = list.sort;
  return query;
}


/** The list filters that live in the URL as `<key>[<id>]=<name>`. */
export type OptionKey = 'category_ids' | 'brand_ids';

/** A search string with brackets left readable, as the menus write them. */
function serialise(params: URLSearchParams): string {
  const parts = [...params].map(
    ([key, value]) => `${encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']')}=${encodeURIComponent(value)}`,
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Ticks (adds `<key>[<id>]=<name>`) or unticks one option, keeping every other parameter. */
export function withOption(search: string, key: OptionKey, option: ChosenOption, on: boolean): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (name === `${key}[${option.id}]`) params.delete(name);
  }
  if (on) params.append(`${key}[${option.id}]`, option.name);
  return serialise(params);
}

/** Sets or removes one plain parameter (`sort`), keeping the others. */
export function withParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value) params.set(name, value);
  else params.delete(name);
  return serialise(params);
}

/** Removes every category and brand option, keeping the search text and the rest. */
export function withoutOptions(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (/^(category_ids|brand_ids)\[/.test(name)) params.delete(name);
  }
  return serialise(params);
}

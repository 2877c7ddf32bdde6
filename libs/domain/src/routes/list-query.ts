import { readPriceRange, type PriceRange, type PriceRangeError } from './price-range';

/** One chosen filter value from the URL: its id and the name shown in the key's brackets' value. */
export interface ChosenOption {
  id: number;
  name: string;
}

/** The list filters that live in the URL as `<key>[<id>]=<name>`. */
export type OptionKey = 'category_ids' | 'brand_ids';

export const LIST_SORTS = ['newest', 'popular', 'price_asc', 'price_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

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
  /** `?min_price=` and `?max_price=`, rupees as shown; absent when not given or not valid. */
  price?: PriceRange;
  /** Why the URL's price range was left out (a negative amount, text, min above max). */
  priceError?: PriceRangeError;
  /** `?in_stock=true`: only products that can be bought now. */
  inStock?: true;
}

/** The URL's parameters of the price range and "in stock only". */
export const PRICE_PARAMS = { min: 'min_price', max: 'max_price' } as const;
export const IN_STOCK_PARAM = 'in_stock';

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
 * Reads the list URL (docs/product.md §2): `?query={text}` and `?category_ids[{id}]={name}` (the id is in the
 * key's brackets, the value is only the category's name). Brands use the same shape, `brand_ids[{id}]`.
 * Repeated ids keep the first; keys that are not positive ids are ignored; an unknown sort is left out.
 * `min_price`/`max_price` (rupees) and `in_stock=true` narrow the list; a price range that is not valid
 * is left out and says why in `priceError`, so an old or mistyped URL still lists products.
 * The storefront's list screen and the server's page head both read the URL with this.
 */
export function parseListQuery(search: string | URLSearchParams): ListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  const { range, error } = readPriceRange(params.get(PRICE_PARAMS.min), params.get(PRICE_PARAMS.max));
  const inStock = params.get(IN_STOCK_PARAM);
  return {
    text: (params.get('query') ?? '').trim(),
    categories: collect(params, CATEGORY_KEY),
    brands: collect(params, BRAND_KEY),
    ...(isSort(sort) ? { sort } : {}),
    ...(range.min !== undefined || range.max !== undefined ? { price: range } : {}),
    ...(error ? { priceError: error } : {}),
    ...(inStock === 'true' || inStock === '1' ? { inStock: true as const } : {}),
  };
}

/** The list URL's `?page=`: a whole number from 1; anything else is the first page. */
export function listPageParam(search: string | URLSearchParams): number {
  const raw = (typeof search === 'string' ? new URLSearchParams(search) : search).get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

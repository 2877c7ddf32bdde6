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
}

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
 * Repeated ids keep the first; keys that are not positive ids are ignored; an unknown sort is left out.
 * The storefront's list screen and the server's page head both read the URL with this.
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

/** The list URL's `?page=`: a whole number from 1; anything else is the first page. */
export function listPageParam(search: string | URLSearchParams): number {
  const raw = (typeof search === 'string' ? new URLSearchParams(search) : search).get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

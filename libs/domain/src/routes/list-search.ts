import { IN_STOCK_PARAM, PRICE_PARAMS, type ChosenOption, type OptionKey } from './list-query';

/** A search string with brackets left readable, as the menus write them. */
function serialise(params: URLSearchParams): string {
  const parts = [...params].map(
    ([key, value]) => `${encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']')}=${encodeURIComponent(value)}`,
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Ticks (adds `<key>[<id>]=<name>`) or unticks one option of the list's search, keeping every other parameter. */
export function withOption(search: string, key: OptionKey, option: ChosenOption, on: boolean): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (name === `${key}[${option.id}]`) params.delete(name);
  }
  if (on) params.append(`${key}[${option.id}]`, option.name);
  return serialise(params);
}

/** Sets or removes one plain parameter (`sort`) of the list's search, keeping the others. */
export function withParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value) params.set(name, value);
  else params.delete(name);
  return serialise(params);
}

/** Sets (or, with undefined, removes) several plain parameters at once, keeping the others. */
export function withParams(search: string, values: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(values)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  return serialise(params);
}

/** The filters "Clear all" removes besides the category and brand options. */
const PLAIN_FILTERS = new Set<string>([PRICE_PARAMS.min, PRICE_PARAMS.max, IN_STOCK_PARAM]);

/** Removes every filter (categories, brands, price range, in stock only), keeping the search text and the rest. */
export function withoutOptions(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (/^(category_ids|brand_ids)\[/.test(name) || PLAIN_FILTERS.has(name)) params.delete(name);
  }
  return serialise(params);
}

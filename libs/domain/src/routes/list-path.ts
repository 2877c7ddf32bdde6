import type { OptionKey } from './list-query';
import { PAGE_PATHS } from './route-paths';

/** The filter value of a category (or brand) name: lowercased, ampersands removed, trimmed. */
export function categoryFilterValue(name: string): string {
  return name.toLowerCase().replace(/&/g, '').trim();
}

/**
 * The product list filtered by one option: "/products?{key}[{id}]={name}" with the name as its filter
 * value (categoryFilterValue), URL-encoded; the key is not.
 */
export function listOptionPath(key: OptionKey, option: { id: number | string; name: string }): string {
  return `${PAGE_PATHS.products}?${key}[${option.id}]=${encodeURIComponent(categoryFilterValue(option.name))}`;
}

/** The list of one category's products: "/products?category_ids[{id}]={name}". */
export function categoryListPath(category: { id: number | string; name: string }): string {
  return listOptionPath('category_ids', category);
}

/** The list of one brand's products: "/products?brand_ids[{id}]={name}". */
export function brandListPath(brand: { id: number | string; name: string }): string {
  return listOptionPath('brand_ids', brand);
}

/** The list URL of a text search: "/products?query={text}" (docs/product.md §2), the text trimmed. */
export function searchResultsPath(text: string): string {
  return `${PAGE_PATHS.products}?query=${encodeURIComponent(text.trim())}`;
}

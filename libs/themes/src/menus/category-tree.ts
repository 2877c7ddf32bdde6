import type { MenuCategory } from '../models/category';

/** Children of a category that are flagged to show on the header. */
export function headerChildren(category: MenuCategory): MenuCategory[] {
  return (category.childrens ?? []).filter((child) => child.show_on_header);
}

/** All children of a category (for the "All Categories" menu, which lists everything). */
export function allChildren(category: MenuCategory): MenuCategory[] {
  return category.childrens ?? [];
}

/** Top-level categories flagged show_on_header, in order. */
export function headerCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories.filter((category) => category.show_on_header);
}

/** The header's categories split at the limit: those shown in the bar and those under "More". */
export function splitHeaderCategories(
  categories: readonly MenuCategory[],
  limit: number,
): { shown: MenuCategory[]; more: MenuCategory[] } {
  const flagged = headerCategories(categories);
  return { shown: flagged.slice(0, limit), more: flagged.slice(limit) };
}

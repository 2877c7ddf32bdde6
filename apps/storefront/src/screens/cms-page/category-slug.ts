import { categoryListPath } from '@storefront/domain';
import type { Category } from '@storefront/sdk';

/** Finds a category by slug anywhere in the tree (three levels of `childrens`). */
export function findCategoryBySlug(categories: readonly Category[], slug: string): Category | undefined {
  for (const category of categories) {
    if (category.slug === slug) return category;
    const child = findCategoryBySlug(category.childrens ?? [], slug);
    if (child) return child;
  }
  return undefined;
}

/**
 * A category reached through /get-to-know-us/{slug} that has no CMS page shows its products: the filtered
 * list "/products?category_ids[{id}]={name}".
 */
export function categoryListPathForSlug(categories: readonly Category[], slug: string): string | null {
  const category = findCategoryBySlug(categories, slug);
  if (!category) return null;
  return categoryListPath(category);
}

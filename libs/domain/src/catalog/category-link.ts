import { cmsPagePath } from '../routes/cms-page-path';
import { categoryListPath } from '../routes/list-path';

/** The parts of a category a link needs. */
export interface CategoryLinkInput {
  id: number | string;
  name: string;
  slug?: string | null;
}

/**
 * Where a category links to (docs/product.md §2): its content page "/get-to-know-us/{slug}" when it has
 * a slug, else the filtered list "/products?category_ids[{id}]={name}" with the name lowercased,
 * ampersands removed and trimmed (the value is URL-encoded, the key is not).
 */
export function categoryLink(category: CategoryLinkInput): string {
  const slug = category.slug?.trim();
  if (slug) return cmsPagePath(slug);
  return categoryListPath(category);
}

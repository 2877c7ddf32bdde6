import { productSlug } from '../catalog/slug';
import { fillRoutePath } from './fill-route-path';
import { ROUTE_PATHS } from './route-paths';

/** The product detail path "/products/{slug}/{id}"; the product's own slug is used when it has one. */
export function productPath(product: { id: number | string; name: string; slug?: string | null }): string {
  const slug = product.slug?.trim() || productSlug(product.name);
  return fillRoutePath(ROUTE_PATHS.product, { slug, id: String(product.id) });
}

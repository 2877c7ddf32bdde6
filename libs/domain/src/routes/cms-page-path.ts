import { fillRoutePath } from './fill-route-path';
import { ROUTE_PATHS } from './route-paths';

/** A CMS page's path: "/get-to-know-us/{slug}", the slug URL-encoded. */
export function cmsPagePath(slug: string): string {
  return fillRoutePath(ROUTE_PATHS.cmsPage, { slug });
}

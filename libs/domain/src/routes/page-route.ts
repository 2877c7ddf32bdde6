import { parseListQuery, type ListQuery } from './list-query';
import { matchRoutePath } from './match-route-path';
import { productIdParam } from './product-id';
import { ROUTE_PATHS, type RouteName } from './route-paths';

/**
 * What a page path shows, read from the storefront's route table (ROUTE_PATHS, which
 * apps/storefront/src/app/routes.tsx builds its table from): matched case-insensitively, a trailing
 * slash ignored, as react-router does. The server builds a page's head from it.
 */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'product'; slug: string; id: number }
  | ({ kind: 'list' } & ListQuery)
  | { kind: 'cms'; slug: string }
  /** A public screen with a fixed title (the client's usePageTitle argument), by its screen folder. */
  | { kind: 'titled'; title: string; screen: string }
  /** A screen behind a guard or without content of its own (checkout, account, order, callback). */
  | { kind: 'private' }
  | { kind: 'not-found' };

const TITLED: readonly [RouteName, { title: string; screen: string }][] = [
  ['contactUs', { title: 'Contact us', screen: 'contact' }],
  ['faqs', { title: 'FAQs', screen: 'faqs' }],
  ['trackOrder', { title: 'Track order', screen: 'track-order' }],
];
const PRIVATE: readonly RouteName[] = ['checkout', 'myAccount', 'callback', 'order'];

/** The route of a request URL (path and query); a path that is not valid percent-encoding is not found. */
export function matchPageRoute(url: string): PageRoute {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart + 1);
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: 'not-found' };
  }
  const match = (name: RouteName) => matchRoutePath(ROUTE_PATHS[name], segments);

  if (match('home')) return { kind: 'home' };
  if (match('products')) return { kind: 'list', ...parseListQuery(search) };
  const product = match('product');
  if (product) {
    const id = productIdParam(product.id);
    return id === null ? { kind: 'not-found' } : { kind: 'product', slug: product.slug, id };
  }
  const cms = match('cmsPage');
  if (cms) return { kind: 'cms', slug: cms.slug };
  const titled = TITLED.find(([name]) => match(name));
  if (titled) return { kind: 'titled', ...titled[1] };
  if (PRIVATE.some(match)) return { kind: 'private' };
  return { kind: 'not-found' };
}

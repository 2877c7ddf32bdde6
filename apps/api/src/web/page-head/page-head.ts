import type { Locale } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoreIdentity } from './store-identity';

/** An image the browser should fetch before it runs the app: the page's largest paint. */
export interface PreloadImage {
  /** Optional with `srcset`: a browser that reads imagesrcset ignores it. */
  href?: string;
  /** With `sizes`: the widths the page's `<img srcset>` picks among, so the preload fetches the same one. */
  srcset?: string;
  sizes?: string;
  /** Set when the client picks the image by viewport (the home banner's phone picture). */
  media?: string;
}

/** What the server puts into a page's `<head>`, and the status it answers with. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path (and query) of the page's one address; made absolute with the site's origin. */
  canonicalPath?: string;
  /** Pages that must not be listed (search results, not found). */
  noindex?: boolean;
  ogType: 'website' | 'product';
  /** Path or absolute URL of the picture a link preview shows. */
  imagePath?: string | null;
  preloadImages: PreloadImage[];
  /** schema.org objects, each rendered as one `application/ld+json` element. */
  jsonLd: Record<string, unknown>[];
}

/** An old address of a page (a product under a former slug): answered 301 to `location`. */
export interface PageRedirect {
  status: 301;
  location: string;
}

/** What every page head is built from. */
export interface PageContext {
  db: Kysely<Database>;
  /** `https://shop.example.in`: no trailing slash. */
  origin: string;
  /** The request's path and query. */
  url: string;
  /** The page's language: its texts, and the catalogue's texts in it where the merchant wrote them. */
  locale: Locale;
  store: StoreIdentity;
}

/** The tab title the storefront sets (apps/storefront/src/screens/shared/use-page-title.ts). */
export function pageTitle(page: string, storeName: string): string {
  return storeName ? `${page} | ${storeName}` : page;
}

/** A path from the database made absolute on the site; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

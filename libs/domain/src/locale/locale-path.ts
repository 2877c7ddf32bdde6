import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * Where each language's pages live: English at today's addresses, Hindi under `/hi`. Distinct addresses
 * per language let search engines index both and keep the server's page cache keyed by URL alone.
 */
export const LOCALE_PREFIXES: Record<Locale, string> = { 'en-IN': '', 'hi-IN': '/hi' };

/** A path's language and the path the route table knows (`/hi/products` → hi-IN, `/products`). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES) as Array<[Locale, string]>) {
    if (prefix === '') continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`)) {
      const path = pathname.slice(prefix.length);
      return { locale, path: path === '' || path.startsWith('?') ? `/${path}` : path };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of a route-table path (which may carry a query) in a language. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIXES[locale];
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

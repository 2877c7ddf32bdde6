import { LOCALE_PREFIXES, splitLocalePath } from '@storefront/domain';

/**
 * The router's basename for a page address: `/hi` on a Hindi page, none on an English one. Every link and
 * navigation of the app is then made inside the page's language without any link knowing about it.
 */
export function routerBasename(pathname: string): string | undefined {
  return LOCALE_PREFIXES[splitLocalePath(pathname).locale] || undefined;
}

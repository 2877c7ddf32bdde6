import { NOT_FOUND_TITLE } from '@storefront/domain';
import type { PageContext, PageHead } from './page-head';
import { storeDescription } from './store-identity';

/**
 * A path the storefront answers with its not-found screen: the same shell, status 404, the screen's own
 * title (the spec names it exactly, without the store name), never indexed.
 */
export function notFoundHead(ctx: PageContext): PageHead {
  return {
    status: 404,
    title: NOT_FOUND_TITLE,
    description: storeDescription(ctx.store),
    noindex: true,
    ogType: 'website',
    imagePath: ctx.store.logo,
    preloadImages: [],
    jsonLd: [],
  };
}

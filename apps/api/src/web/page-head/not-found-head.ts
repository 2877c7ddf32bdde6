import { headText } from './head-texts';
import type { PageContext, PageHead } from './page-head';
import { storeDescription } from './store-identity';

/**
 * A path the storefront answers with its not-found screen: the same shell, status 404, the screen's own
 * title (the spec names it exactly, without the store name), never indexed.
 */
export function notFoundHead(ctx: PageContext): PageHead {
  return {
    status: 404,
    title: headText(ctx.locale, 'head.notFound.title'),
    description: storeDescription(ctx.store, ctx.locale),
    noindex: true,
    ogType: 'website',
    imagePath: ctx.store.logo,
    preloadImages: [],
    jsonLd: [],
  };
}

import { matchPageRoute, type PageRoute } from '@storefront/domain';
import { cmsHead } from './cms-head';
import { homeHead } from './home-head';
import { listHead } from './list-head';
import { notFoundHead } from './not-found-head';
import { pageTitle, type PageContext, type PageHead, type PageRedirect } from './page-head';
import { productHead } from './product-head';
import { storeDescription } from './store-identity';

/** The head (or the redirect) of the page at `ctx.url` (its route, when the caller has matched it already). */
export async function buildPageHead(ctx: PageContext, route: PageRoute = matchPageRoute(ctx.url)): Promise<PageHead | PageRedirect> {
  switch (route.kind) {
    case 'home':
      return homeHead(ctx);
    case 'product':
      return productHead(ctx, route);
    case 'list':
      return listHead(ctx, route);
    case 'cms':
      return cmsHead(ctx, route.slug);
    case 'titled':
      return plainHead(ctx, pageTitle(route.title, ctx.store.name));
    case 'private':
      // Behind a guard or personal: the store's name (what the app shows before the screen sets its own).
      return { ...plainHead(ctx, ctx.store.name), noindex: true };
    case 'not-found':
      return notFoundHead(ctx);
  }
}

function plainHead(ctx: PageContext, title: string): PageHead {
  return {
    status: 200,
    title,
    description: storeDescription(ctx.store),
    ogType: 'website',
    imagePath: ctx.store.logo,
    preloadImages: [],
    jsonLd: [],
  };
}

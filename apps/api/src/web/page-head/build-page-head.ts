import { matchPageRoute, type PageRoute } from '@storefront/domain';
import type { HeadMessageId } from '@storefront/i18n/server';
import { cmsHead } from './cms-head';
import { headText } from './head-texts';
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
      return plainHead(ctx, pageTitle(titledPageName(ctx, route), ctx.store.name));
    case 'private':
      // Behind a guard or personal: the store's name (what the app shows before the screen sets its own).
      return { ...plainHead(ctx, ctx.store.name), noindex: true };
    case 'not-found':
      return notFoundHead(ctx);
  }
}

/** The head catalog's name of each titled screen (the route table's English title otherwise). */
const TITLED_NAMES: Record<string, HeadMessageId> = {
  contact: 'head.titled.contact',
  faqs: 'head.titled.faqs',
  'track-order': 'head.titled.trackOrder',
};

function titledPageName(ctx: PageContext, route: { title: string; screen: string }): string {
  const id = TITLED_NAMES[route.screen];
  return id ? headText(ctx.locale, id) : route.title;
}

function plainHead(ctx: PageContext, title: string): PageHead {
  return {
    status: 200,
    title,
    description: storeDescription(ctx.store, ctx.locale),
    ogType: 'website',
    imagePath: ctx.store.logo,
    preloadImages: [],
    jsonLd: [],
  };
}

import { listBanners } from '../../services/content/banners';
import { headText } from './head-texts';
import { organizationJsonLd, webSiteJsonLd } from './json-ld';
import { pageTitle, type PageContext, type PageHead, type PreloadImage } from './page-head';
import { storeDescription } from './store-identity';

/**
 * The storefront's banner carousel shows one banner per view, and the banner's phone picture, below
 * this width (CAROUSEL_RESPONSIVE_ITEMS' last range in libs/ui-kit/src/defaults.ts; the carousel's query
 * is `(max-width: 463.98px)`). The API may not import the ui-kit, so the number is repeated here.
 */
const ONE_BANNER_MAX_WIDTH = 464;
const PHONE_MEDIA = `(max-width: ${ONE_BANNER_MAX_WIDTH - 0.02}px)`;
const WIDER_MEDIA = `(min-width: ${ONE_BANNER_MAX_WIDTH}px)`;

/** Home: the store's title and tagline, its first banner preloaded, `Organization` and `WebSite` data. */
export async function homeHead(ctx: PageContext): Promise<PageHead> {
  const banners = await listBanners(ctx.db);
  const first = banners[0];
  return {
    status: 200,
    title: pageTitle(headText(ctx.locale, 'head.home.title'), ctx.store.name),
    description: storeDescription(ctx.store, ctx.locale),
    canonicalPath: '/',
    ogType: 'website',
    imagePath: first?.image_url ?? ctx.store.logo,
    preloadImages: first ? bannerPreloads(first) : [],
    jsonLd: [organizationJsonLd(ctx.origin, ctx.store), webSiteJsonLd(ctx.origin, ctx.store, ctx.locale)],
  };
}

/**
 * The picture the first slide shows (screens/home/banner-carousel.tsx): the phone picture on narrow
 * screens when there is one, else the banner's image. With both, each preload names its viewport so a
 * browser fetches only the one it will show.
 */
function bannerPreloads(banner: { image_url: string; mobile_image_url: string | null }): PreloadImage[] {
  if (!banner.mobile_image_url) return [{ href: banner.image_url }];
  return [
    { href: banner.mobile_image_url, media: PHONE_MEDIA },
    { href: banner.image_url, media: WIDER_MEDIA },
  ];
}

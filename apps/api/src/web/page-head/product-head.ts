import { categoryLink, productPath } from '@storefront/domain';
import { NotFoundError } from '../../http/errors';
import { localizeProductDetail } from '../../services/catalog/localize-catalog';
import { loadProductDetail } from '../../services/catalog/product-detail';
import { headText } from './head-texts';
import { breadcrumbJsonLd, productJsonLd } from './json-ld';
import { notFoundHead } from './not-found-head';
import { absoluteUrl, pageTitle, type PageContext, type PageHead, type PageRedirect } from './page-head';
import { htmlToPlainText, truncateText } from './plain-text';

/** schema.org has no limit; this keeps one product's page head small. */
const JSON_LD_DESCRIPTION_LENGTH = 1000;

type ProductDetail = Awaited<ReturnType<typeof loadProductDetail>>;

/** /products/:slug/:id: the product's title, description, main image (preloaded) and `Product` data. */
export async function productHead(ctx: PageContext, route: { slug: string; id: number }): Promise<PageHead | PageRedirect> {
  let merchants: ProductDetail;
  try {
    merchants = await loadProductDetail(ctx.db, route.id);
  } catch (error) {
    if (error instanceof NotFoundError) return notFoundHead(ctx);
    throw error;
  }
  const canonicalPath = productPath(merchants);
  // The storefront sends an old or hand-typed slug to the product's own address; so does the server,
  // in one step a crawler follows.
  if (route.slug !== decodeURIComponent(canonicalPath.split('/')[2] ?? '')) {
    const queryStart = ctx.url.indexOf('?');
    return { status: 301, location: canonicalPath + (queryStart === -1 ? '' : ctx.url.slice(queryStart)) };
  }

  const product = await localizeProductDetail(ctx.db, ctx.locale, merchants);
  const text = htmlToPlainText(product.description);
  const images = product.gallery.filter((entry) => !entry.is_video).map((entry) => entry.url);
  const mainImage = firstShownPicture(product);
  // The client's breadcrumb shows the product's last category (screens/product-detail); its address
  // keeps the merchant's name, as the category page's canonical does.
  const last = product.categories.length - 1;
  const category = last >= 0 ? { name: product.categories[last].name, path: categoryLink(merchants.categories[last]) } : null;
  const url = absoluteUrl(ctx.origin, canonicalPath);
  return {
    status: 200,
    title: pageTitle(product.name, ctx.store.name),
    description: truncateText(text || product.name),
    canonicalPath,
    ogType: 'product',
    imagePath: mainImage ?? product.image.large,
    preloadImages: mainImage ? [{ href: mainImage }] : [],
    jsonLd: [
      productJsonLd({
        name: product.name,
        description: truncateText(text, JSON_LD_DESCRIPTION_LENGTH),
        url,
        images: (images.length ? images : [product.image.large]).map((image) => absoluteUrl(ctx.origin, image)),
        brand: product.brand?.name ?? null,
        purchasables: product.variants.length ? product.variants : [product],
        averageRating: product.average_rating,
        reviewsCount: product.reviews_count,
      }),
      breadcrumbJsonLd(
        ctx.origin,
        [
          { name: headText(ctx.locale, 'head.breadcrumb.home'), path: '/' },
          ...(category ? [category] : []),
          { name: product.name, path: canonicalPath },
        ],
        ctx.locale,
      ),
    ],
  };
}

/**
 * The picture the product screen shows first (screens/product-detail/gallery.tsx): the first gallery
 * entry, or the product's own image when the gallery is empty; none when that entry is the video.
 */
function firstShownPicture(product: ProductDetail): string | null {
  const first = product.gallery[0];
  if (!first) return product.image.large;
  return first.is_video ? null : first.url;
}

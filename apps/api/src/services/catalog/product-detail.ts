import { PRODUCT_NOT_FOUND_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { loadPictures } from '../../media/load-pictures';
import { toCategoryRef } from './category-tree';
import { loadProductSummaries, type ProductSummary } from './product-summaries';
import { loadOptionTypes, loadProductVariants } from './variants';

/** The product page shows the latest reviews, at most this many. */
export const DETAIL_REVIEW_LIMIT = 20;

async function loadGallery(db: Kysely<Database>, summary: ProductSummary) {
  const images = await db
    .selectFrom('product_images')
    .select(['id', 'large', 'thumbnail'])
    .where('product_id', '=', summary.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const pictures = await loadPictures(db, images.map((image) => image.large));
  const gallery = images.map((image) => ({
    id: image.id as number | null,
    url: image.large,
    thumbnail: image.thumbnail,
    picture: pictures.of(image.large),
    is_video: false,
  }));
  // The spec: a product with a video gets one extra gallery entry flagged as video.
  if (summary.video_url) {
    gallery.push({ id: null, url: summary.video_url, thumbnail: summary.image.thumbnail, picture: summary.image.picture, is_video: true });
  }
  return gallery;
}

async function loadLatestReviews(db: Kysely<Database>, productId: number) {
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.product_id', 'u.name as user_name', 'r.rating', 'r.title', 'r.comment', 'r.created_at'])
    .where('r.product_id', '=', productId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(DETAIL_REVIEW_LIMIT)
    .execute();
  return rows;
}

async function loadProductCategories(db: Kysely<Database>, productId: number) {
  const rows = await db
    .selectFrom('product_categories as pc')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .select(['c.id', 'c.name', 'c.cms_slug'])
    .where('pc.product_id', '=', productId)
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  return rows.map(toCategoryRef);
}

/** The `ProductDetail` of an active product, or 404. */
export async function loadProductDetail(db: Kysely<Database>, productId: number) {
  const [summary] = await loadProductSummaries(db, [productId]);
  if (!summary) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
  const [description, gallery, variants, optionTypes, categories, reviews] = await Promise.all([
    db.selectFrom('products').select('description').where('id', '=', productId).executeTakeFirstOrThrow(),
    loadGallery(db, summary),
    loadProductVariants(db, productId),
    loadOptionTypes(db, productId),
    loadProductCategories(db, productId),
    loadLatestReviews(db, productId),
  ]);
  return {
    ...summary,
    description: description.description,
    gallery,
    variants,
    option_types: optionTypes,
    categories,
    reviews,
  };
}

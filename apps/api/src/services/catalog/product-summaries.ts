import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { isSet } from '../../db/values';
import { toRupees, toRupeesOrNull } from '@storefront/domain';
import { loadPictures, type Picture } from '../../media/load-pictures';

/** Shown when a product has no image yet. */
export const PLACEHOLDER_IMAGE = '/assets/images/placeholder.svg';

export interface ImageSet {
  thumbnail: string;
  medium: string;
  large: string;
  picture: Picture | null;
}

const PLACEHOLDER_IMAGES: ImageSet = { thumbnail: PLACEHOLDER_IMAGE, medium: PLACEHOLDER_IMAGE, large: PLACEHOLDER_IMAGE, picture: null };

export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  image: ImageSet;
  price_with_tax: number;
  compare_price: number | null;
  stock_qty: number;
  back_order: boolean;
  in_stock: boolean;
  brand: { id: number; name: string } | null;
  average_rating: number;
  reviews_count: number;
  video_url: string | null;
  has_variants: boolean;
}

/** Can be bought now: something in stock, or back orders allowed. */
export function canBuyNow(stockQty: number, backOrder: number | boolean): boolean {
  return stockQty > 0 || isSet(backOrder);
}

/** The first image (by position) of each product. */
export async function loadMainImages(db: Kysely<Database>, productIds: number[]): Promise<Map<number, ImageSet>> {
  const images = new Map<number, ImageSet>();
  if (productIds.length === 0) return images;
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'thumbnail', 'medium', 'large'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const pictures = await loadPictures(db, rows.map((row) => row.large));
  for (const row of rows) {
    if (!images.has(row.product_id)) {
      images.set(row.product_id, { thumbnail: row.thumbnail, medium: row.medium, large: row.large, picture: pictures.of(row.large) });
    }
  }
  return images;
}

/**
 * `p.id` is one of `ids`. PostgreSQL: `= any($1)`, one statement text whatever the count, so its
 * prepared statement settles on one plan instead of being planned for each list length and each call.
 */
function idIn(db: Kysely<Database>, ids: number[]): Expression<SqlBool> {
  if (dialectOf(db) === 'postgres') return sql<SqlBool>`p.id = any(${ids})`;
  return sql<SqlBool>`p.id in (${sql.join(ids)})`;
}

/**
 * `ProductSummary` for each id that names an active product, in the order of `ids`. One statement
 * whatever the count: the first image, the rating and "has variants" are sub-queries per row on their
 * product_id indexes (a join on "the first image" made PostgreSQL hash every image of the catalogue).
 * Every list of products (filter, search, home sections) goes through here.
 */
export async function loadProductSummaries(db: Kysely<Database>, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.slug',
      'p.price',
      'p.compare_price',
      'p.stock_qty',
      'p.back_order',
      'p.video_url',
      'b.id as brand_id',
      'b.name as brand_name',
      ...(['thumbnail', 'medium', 'large'] as const).map((size) =>
        eb.selectFrom('product_images as i').select(`i.${size}`).whereRef('i.product_id', '=', 'p.id')
          .orderBy('i.position').orderBy('i.id').limit(1).as(size),
      ),
      eb.selectFrom('reviews as r').select((r) => r.fn.avg<number>('r.rating').as('average'))
        .whereRef('r.product_id', '=', 'p.id').as('average_rating'),
      eb.selectFrom('reviews as r').select((r) => r.fn.countAll<number>().as('count'))
        .whereRef('r.product_id', '=', 'p.id').as('reviews_count'),
      eb.exists(eb.selectFrom('variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id')).as('has_variants'),
    ])
    .where(idIn(db, unique))
    .where('p.is_active', '=', 1)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pictures = await loadPictures(db, rows.map((row) => row.large));
  const summaries: ProductSummary[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (!row) continue;
    summaries.push({
      id: row.id,
      name: row.name,
      slug: row.slug,
      image: row.thumbnail !== null && row.medium !== null && row.large !== null
        ? { thumbnail: row.thumbnail, medium: row.medium, large: row.large, picture: pictures.of(row.large) }
        : PLACEHOLDER_IMAGES,
      price_with_tax: toRupees(row.price),
      compare_price: toRupeesOrNull(row.compare_price),
      stock_qty: Math.max(0, row.stock_qty),
      back_order: isSet(row.back_order),
      in_stock: canBuyNow(row.stock_qty, row.back_order),
      brand: row.brand_id !== null && row.brand_name !== null ? { id: row.brand_id, name: row.brand_name } : null,
      average_rating: row.average_rating === null ? 0 : Math.round(Number(row.average_rating) * 10) / 10,
      reviews_count: Number(row.reviews_count ?? 0),
      video_url: row.video_url,
      has_variants: Boolean(Number(row.has_variants)),
    });
  }
  return summaries;
}

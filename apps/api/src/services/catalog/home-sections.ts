import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { loadPictures } from '../../media/load-pictures';
import { loadCategories, toCategoryRef, withDescendants } from './category-tree';
import { loadProductSummaries, type ProductSummary } from './product-summaries';

/** Each home section shows at most this many products. */
export const SECTION_LIMIT = 12;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Orders in these states never count as sales. */
const UNSOLD_STATUSES = ['pending_payment', 'payment_failed', 'cancelled'];

/** All time: orders and views together (sold_count + popularity). */
export async function trendingAllTime(db: Kysely<Database>): Promise<ProductSummary[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('is_active', '=', 1)
    .orderBy(sql`sold_count + popularity`, 'desc')
    .orderBy('id')
    .limit(SECTION_LIMIT)
    .execute();
  return loadProductSummaries(db, rows.map((row) => row.id));
}

/** Weekly: units ordered in the last 7 days; this week's views break ties (and fill a quiet week). */
export async function trendingThisWeek(db: Kysely<Database>, now: Date = new Date()): Promise<ProductSummary[]> {
  const since = new Date(now.getTime() - WEEK_MS).toISOString();
  const recent = db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select((eb) => ['oi.product_id', eb.fn.sum<number>('oi.quantity').as('units')])
    .where('o.created_at', '>=', since)
    .where('o.status', 'not in', UNSOLD_STATUSES)
    .groupBy('oi.product_id')
    .as('recent');
  const rows = await db
    .selectFrom('products as p')
    .leftJoin(recent, 'recent.product_id', 'p.id')
    .select('p.id')
    .where('p.is_active', '=', 1)
    .orderBy(sql`coalesce(recent.units, 0)`, 'desc')
    .orderBy('p.weekly_views', 'desc')
    .orderBy('p.id')
    .limit(SECTION_LIMIT)
    .execute();
  return loadProductSummaries(db, rows.map((row) => row.id));
}

/** By units sold. */
export async function bestSelling(db: Kysely<Database>): Promise<ProductSummary[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('is_active', '=', 1)
    .orderBy('sold_count', 'desc')
    .orderBy('id')
    .limit(SECTION_LIMIT)
    .execute();
  return loadProductSummaries(db, rows.map((row) => row.id));
}

/** One section per top category (flagged is_top) that has products in its tree, most popular first. */
export async function categorySections(db: Kysely<Database>) {
  const categories = await loadCategories(db);
  const tops = categories.filter((c) => c.parent_id === null && c.is_top === 1);
  const sections = await Promise.all(
    tops.map(async (category) => {
      const ids = withDescendants(categories, [category.id]);
      const rows = await db
        .selectFrom('products as p')
        .select('p.id')
        .where('p.is_active', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('product_categories as pc')
              .select(sql`1`.as('one'))
              .whereRef('pc.product_id', '=', 'p.id')
              .where('pc.category_id', 'in', ids),
          ),
        )
        .orderBy('p.popularity', 'desc')
        .orderBy('p.id')
        .limit(SECTION_LIMIT)
        .execute();
      return { category: toCategoryRef(category), products: await loadProductSummaries(db, rows.map((r) => r.id)) };
    }),
  );
  return sections.filter((section) => section.products.length > 0);
}

/** Named collections with their products in position order. */
export async function collectionsWithProducts(db: Kysely<Database>) {
  const collections = await db.selectFrom('collections').selectAll().orderBy('position').orderBy('id').execute();
  const links = await db
    .selectFrom('collection_products')
    .select(['collection_id', 'product_id'])
    .orderBy('collection_id')
    .orderBy('position')
    .orderBy('product_id')
    .execute();
  const summaries = new Map(
    (await loadProductSummaries(db, links.map((link) => link.product_id))).map((p) => [p.id, p]),
  );
  const pictures = await loadPictures(db, collections.map((collection) => collection.image));
  return collections.map((collection) => ({
    id: collection.id,
    name: collection.name,
    slug: collection.slug,
    description: collection.description,
    image: collection.image,
    picture: pictures.of(collection.image),
    products: links
      .filter((link) => link.collection_id === collection.id)
      .map((link) => summaries.get(link.product_id))
      .filter((p): p is ProductSummary => p !== undefined)
      .slice(0, SECTION_LIMIT),
  }));
}

import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogReads } from '../../catalog-reads/app-database';
import { BadRequestError } from '../../http/errors';
import { toPaise } from '@storefront/domain';
import type { SearchEngine } from '../../search/search-engine';
import { searchWords } from '../../search/search-words';
import { loadProductSummaries, type ProductSummary } from './product-summaries';

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'popular';

/** The `filterProducts` query after contract validation (defaults applied). */
export interface ProductFilter {
  page: number;
  perPage: number;
  query?: string;
  categoryIds?: number[];
  brandIds?: number[];
  /** Rupees. */
  minPrice?: number;
  maxPrice?: number;
  sort: ProductSort;
  inStock?: boolean;
}

export interface ProductPage {
  products: ProductSummary[];
  totalCount: number;
}

/** Queries over `products as p`. */
type ProductDb = Database & { p: Database['products'] };
type ProductQuery = SelectQueryBuilder<ProductDb, 'p', object>;

/** Money columns are 32-bit integers of paise on PostgreSQL: a bound beyond them means "no bound". */
const MAX_PAISE = 2_147_483_647;
/** No store has this many products; a page beyond it is empty without asking the database. */
const MAX_OFFSET = 10_000_000;

export function paiseBound(rupees: number): number {
  return Math.min(toPaise(rupees), MAX_PAISE);
}

/** `words` are the filter's query as searchWords reads it (read once per request, in filterProducts). */
export function applyFilter(search: SearchEngine, query: ProductQuery, filter: ProductFilter, words: string[]): ProductQuery {
  // With words, the matching ids are few and known first: `+p.is_active` keeps SQLite from walking
  // the (is_active, ...) index over every product to meet them (a no-op on PostgreSQL).
  let q = words.length > 0 ? query.where(sql<number>`+p.is_active`, '=', 1) : query.where('p.is_active', '=', 1);
  // Every word must start a word of the name, the brand or the description (full-text index).
  if (words.length > 0) q = q.where(search.matches(words));
  if (filter.categoryIds && filter.categoryIds.length > 0) {
    // category_listing lists a product under its categories and all their ancestors, so a category
    // filter includes its sub-categories without looking them up. A semi-join on its primary key.
    const ids = filter.categoryIds;
    q = q.where('p.id', 'in', (eb) =>
      eb.selectFrom('category_listing as l').select('l.product_id').where('l.category_id', 'in', ids),
    );
  }
  if (filter.brandIds && filter.brandIds.length > 0) q = q.where('p.brand_id', 'in', filter.brandIds);
  if (filter.minPrice !== undefined) q = q.where('p.price', '>=', paiseBound(filter.minPrice));
  if (filter.maxPrice !== undefined) q = q.where('p.price', '<=', paiseBound(filter.maxPrice));
  if (filter.inStock) q = q.where((eb) => eb.or([eb('p.stock_qty', '>', 0), eb('p.back_order', '=', 1)]));
  return q;
}

interface SortOrder {
  key: 'created_at' | 'price' | 'popularity';
  keyDirection: 'asc' | 'desc';
  /** The id breaks ties. */
  idDirection: 'asc' | 'desc';
}

/** Each sort's order, over products (applySort) or over a category's listing (applyListingSort). */
const SORT_ORDERS: Record<ProductSort, SortOrder> = {
  newest: { key: 'created_at', keyDirection: 'desc', idDirection: 'desc' },
  price_asc: { key: 'price', keyDirection: 'asc', idDirection: 'asc' },
  price_desc: { key: 'price', keyDirection: 'desc', idDirection: 'desc' },
  popular: { key: 'popularity', keyDirection: 'desc', idDirection: 'asc' },
};

function applySort(query: ProductQuery, sort: ProductSort): ProductQuery {
  const order = SORT_ORDERS[sort] ?? SORT_ORDERS.newest;
  return query.orderBy(`p.${order.key}`, order.keyDirection).orderBy('p.id', order.idDirection);
}

/** Every active product: its total is the trigger-kept counter, not a count of the table. */
function isUnfiltered(filter: ProductFilter, words: string[]): boolean {
  return (
    words.length === 0 &&
    !filter.categoryIds?.length &&
    !filter.brandIds?.length &&
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    !filter.inStock
  );
}

/** Queries over `category_listing as l`. */
type ListingQuery = SelectQueryBuilder<Database & { l: Database['category_listing'] }, 'l', object>;

/** The category of a category page: one category, perhaps a price range, nothing else. */
function pageCategory(filter: ProductFilter, words: string[]): number | undefined {
  const onlyCategory =
    filter.categoryIds?.length === 1 &&
    words.length === 0 &&
    !filter.brandIds?.length &&
    !filter.inStock;
  return onlyCategory ? filter.categoryIds?.[0] : undefined;
}

/** applySort's orders over category_listing: each one of its indexes read forwards or backwards. */
function applyListingSort(query: ListingQuery, sort: ProductSort): ListingQuery {
  const order = SORT_ORDERS[sort] ?? SORT_ORDERS.newest;
  return query.orderBy(`l.${order.key}`, order.keyDirection).orderBy('l.product_id', order.idDirection);
}

/**
 * A category page from `category_listing` (migration 0011): the ids are one range of the index in the
 * page's order (page 50 skips the earlier pages' entries of it, not the catalogue's) and the total
 * counts that range.
 */
async function categoryPage({ db, read }: CatalogReads, filter: ProductFilter, categoryId: number, offset: number) {
  let base: ListingQuery = db.selectFrom('category_listing as l').where('l.category_id', '=', categoryId);
  if (filter.minPrice !== undefined) base = base.where('l.price', '>=', paiseBound(filter.minPrice));
  if (filter.maxPrice !== undefined) base = base.where('l.price', '<=', paiseBound(filter.maxPrice));
  return Promise.all([
    read(base.select((eb) => eb.fn.countAll<number>().as('count')).compile()),
    offset > MAX_OFFSET
      ? Promise.resolve([])
      : read(applyListingSort(base, filter.sort).select('l.product_id as id').limit(filter.perPage).offset(offset).compile()),
  ]);
}

/** A price range whose minimum is above its maximum matches nothing: it is a mistake in the request. */
export function checkPriceRange(filter: Pick<ProductFilter, 'minPrice' | 'maxPrice'>): void {
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice) {
    throw new BadRequestError('min_price must not be greater than max_price', [
      { field: 'min_price', message: 'min_price must not be greater than max_price' },
    ]);
  }
}

/** One page of products matching the filter, and how many match in all. */
export async function filterProducts(reads: CatalogReads, search: SearchEngine, filter: ProductFilter): Promise<ProductPage> {
  checkPriceRange(filter);
  const words = searchWords(filter.query ?? '');
  const offset = (filter.page - 1) * filter.perPage;
  const categoryId = pageCategory(filter, words);
  const [countRows, idRows] =
    categoryId === undefined
      ? await filteredPage(reads, search, filter, words, offset)
      : await categoryPage(reads, filter, categoryId, offset);
  return {
    products: await loadProductSummaries(reads.db, idRows.map((row) => row.id)),
    totalCount: Number(countRows[0]?.count ?? 0),
  };
}

/**
 * A text query's page and total from one statement: the matches are all read to be sorted anyway, so
 * `count(*) over ()` counts them on the way instead of a second full-text search. A page past the last
 * has no row to carry the total; it is counted on its own then.
 */
async function searchPage(read: CatalogReads['read'], base: ProductQuery, filter: ProductFilter, offset: number) {
  const rows = await read(applySort(base, filter.sort)
    .select((eb) => ['p.id', eb.fn.countAll<number>().over().as('count')])
    .limit(filter.perPage).offset(offset).compile());
  if (rows.length > 0) return [[{ count: rows[0].count }], rows] as const;
  return [await read(base.select((eb) => eb.fn.countAll<number>().as('count')).compile()), rows] as const;
}

/** Any other filter: products walked in the page's order (or the text matches, when there are words). */
async function filteredPage({ db, read }: CatalogReads, search: SearchEngine, filter: ProductFilter, words: string[], offset: number) {
  const base = applyFilter(search, db.selectFrom('products as p'), filter, words);
  if (words.length > 0 && offset <= MAX_OFFSET) return searchPage(read, base, filter, offset);
  return Promise.all([
    isUnfiltered(filter, words)
      ? read(db.selectFrom('catalog_counters').select('value as count').where('name', '=', 'active_products').compile())
      : read(base.select((eb) => eb.fn.countAll<number>().as('count')).compile()),
    offset > MAX_OFFSET
      ? Promise.resolve([])
      : read(applySort(base, filter.sort).select('p.id').limit(filter.perPage).offset(offset).compile()),
  ]);
}

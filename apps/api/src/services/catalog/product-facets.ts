import { type SelectQueryBuilder, sql } from 'kysely';
import type { CatalogReads } from '../../catalog-reads/app-database';
import type { Database } from '../../db/schema';
import type { SearchEngine } from '../../search/search-engine';
import { searchWords } from '../../search/search-words';
import { applyFilter, checkPriceRange, paiseBound, type ProductFilter } from './product-filter';
import type { KeptFacetCounts } from './kept-facet-counts';
import { textFacets } from './text-facet-counts';

/** What the facets count under: the list's filter without its page and order. */
export type FacetFilter = Omit<ProductFilter, 'page' | 'perPage' | 'sort'>;

export interface OptionCount {
  id: number;
  count: number;
}

/**
 * How many products each filter option would list. Each facet is counted with the other facets'
 * choices applied but not its own, so a shopper sees what widening a choice adds. Options with no
 * product are left out.
 */
export interface ProductFacets {
  categories: OptionCount[];
  brands: OptionCount[];
  /** Products that can be bought now (in stock or back-order) under every other choice. */
  in_stock: number;
}

/** A product that can be bought now (as canBuyNow), as 1 or 0. */
const BUYABLE = sql<number>`case when p.stock_qty > 0 or p.back_order = 1 then 1 else 0 end`;

/**
 * Every facet of `filter`: the common choices from the counts the database keeps (`kept`), a text query
 * from one statement over its matches (text-facet-counts.ts), several categories counted in two
 * statements run side by side (categories; brands with "in stock only").
 */
export async function productFacets(
  reads: CatalogReads,
  kept: KeptFacetCounts,
  search: SearchEngine,
  filter: FacetFilter,
): Promise<ProductFacets> {
  checkPriceRange(filter);
  const words = searchWords(filter.query ?? '');
  return (await kept.count(filter, words)) ?? countFacets(reads, search, filter, words);
}

/** Every facet counted from the products (`words`: the filter's query as searchWords reads it). */
export async function countFacets(reads: CatalogReads, search: SearchEngine, filter: FacetFilter, words: string[]): Promise<ProductFacets> {
  if (words.length > 0) return textFacets(reads, search, filter, words);
  const [categories, brands] = await Promise.all([categoryCounts(reads, search, filter), brandCounts(reads, search, filter)]);
  return { categories, ...brands };
}

const asFilter = (filter: FacetFilter): ProductFilter => ({ ...filter, page: 1, perPage: 1, sort: 'newest' });

/** `query` with the filter's price range on category_listing's copied price. */
function listingPrices(query: ListingQuery, filter: FacetFilter): ListingQuery {
  let q = query;
  if (filter.minPrice !== undefined) q = q.where('l.price', '>=', paiseBound(filter.minPrice));
  if (filter.maxPrice !== undefined) q = q.where('l.price', '<=', paiseBound(filter.maxPrice));
  return q;
}

type ListingQuery = SelectQueryBuilder<Database & { l: Database['category_listing'] }, 'l', object>;

async function countByCategory(reads: CatalogReads, query: ListingQuery): Promise<Map<number, number>> {
  const rows = await reads.read(
    query.select((eb) => ['l.category_id as id', eb.fn.countAll<number>().as('count')]).groupBy('l.category_id').compile(),
  );
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/**
 * Per category (each counts its sub-categories' products, as the category filter does): category_listing
 * holds one row per active product and per category above it, with its price. Under a price range alone
 * that is the whole count. "In stock only" subtracts the products that cannot be bought now, usually a
 * few, instead of looking up nearly every product. A brand picks the products first.
 */
async function categoryCounts(reads: CatalogReads, search: SearchEngine, filter: FacetFilter): Promise<OptionCount[]> {
  const { db } = reads;
  const others = { ...filter, categoryIds: undefined };
  const listing: ListingQuery = db.selectFrom('category_listing as l');
  let counts: Map<number, number>;
  if (!others.brandIds?.length) {
    // The price is compared on the listing's copy: the products walked are then all the unbuyable ones (few).
    const unbuyable = db.selectFrom('products as p')
      .where('p.is_active', '=', 1)
      .where('p.stock_qty', '<=', 0)
      .where('p.back_order', '=', 0)
      .select('p.id');
    const [all, out] = await Promise.all([
      countByCategory(reads, listingPrices(listing, others)),
      others.inStock ? countByCategory(reads, listingPrices(listing.where('l.product_id', 'in', unbuyable), others)) : null,
    ]);
    counts = out ? subtract(all, out) : all;
  } else {
    const products = applyFilter(search, db.selectFrom('products as p'), asFilter(others), []).select('p.id');
    counts = await countByCategory(reads, listing.where('l.product_id', 'in', products));
  }
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => a.id - b.id);
}

function subtract(all: Map<number, number>, out: Map<number, number>): Map<number, number> {
  return new Map([...all].map(([id, count]) => [id, count - (out.get(id) ?? 0)]));
}

/**
 * Per brand, and "in stock only", from one pass over the products chosen by everything but those two:
 * each brand's products and how many of them can be bought now. A brand counts the buyable ones when
 * "in stock only" is on; "in stock only" counts the buyable ones of the chosen brands (all when none is).
 */
async function brandCounts(reads: CatalogReads, search: SearchEngine, filter: FacetFilter) {
  const { db } = reads;
  const others = asFilter({ ...filter, brandIds: undefined, inStock: false, minPrice: undefined, maxPrice: undefined });
  let query = applyFilter(search, db.selectFrom('products as p'), others, []);
  // `+p.price`: SQLite would otherwise walk the price index and read each product's row; the facets
  // index holds the price too and is read in brand order (a no-op on PostgreSQL).
  if (filter.minPrice !== undefined) query = query.where(sql<number>`+p.price`, '>=', paiseBound(filter.minPrice));
  if (filter.maxPrice !== undefined) query = query.where(sql<number>`+p.price`, '<=', paiseBound(filter.maxPrice));
  const rows = await reads.read(
    query
      .select((eb) => ['p.brand_id as id', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>(BUYABLE).as('buyable')])
      .groupBy('p.brand_id')
      .compile(),
  );
  const chosen = filter.brandIds?.length ? new Set(filter.brandIds) : null;
  let inStock = 0;
  const brands: OptionCount[] = [];
  for (const row of rows) {
    const buyable = Number(row.buyable ?? 0);
    if (!chosen || (row.id !== null && chosen.has(row.id))) inStock += buyable;
    const count = filter.inStock ? buyable : Number(row.count);
    if (row.id !== null && count > 0) brands.push({ id: row.id, count });
  }
  return { brands: brands.sort((a, b) => a.id - b.id), in_stock: inStock };
}

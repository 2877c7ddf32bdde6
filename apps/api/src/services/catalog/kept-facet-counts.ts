import { sql } from 'kysely';
import type { CatalogReads } from '../../catalog-reads/app-database';
import { paiseBound } from './product-filter';
import type { FacetFilter, OptionCount, ProductFacets } from './product-facets';

/** Products and how many of them can be bought now, of one key of the counts. */
type Tally = [products: number, buyable: number];
/** Counts per brand (0: every brand) or per category (0: the whole catalogue). */
type Tallies = Map<number, Tally>;
/** Rows of counts: brand null is "no brand" (counted under every brand only); category 0 the catalogue. */
interface CountRow {
  brand_id: number | null;
  category_id: number;
  products: number | string | bigint;
  buyable: number | string | bigint | null;
}

/**
 * The facets from `facet_counts`, kept by triggers (migration 0019): none, one category, brands, "in
 * stock only" and a price range, in any combination, read a few thousand small rows instead of counting
 * the catalogue. A price range reads its whole price bands from the counts and counts the products of
 * the parts of (at most two) bands it cuts. Answers undefined when the filter needs counting: text, or
 * several categories (a product listed under two of them must count once, which per-category sums
 * cannot tell). Reads go through `read` as the list's do: on a SQLite file, on the read workers, so
 * never queued behind a write transaction on the main connection.
 *
 * One per database, built at start-up: it keeps the price bands, read once.
 */
export class KeptFacetCounts {
  /** The bands never change after the migration. */
  private bands: Promise<PriceBand[]> | undefined;

  constructor(private readonly reads: CatalogReads) {}

  /** The facets of `filter` (`words`: its query as searchWords reads it), or undefined: count them. */
  async count(filter: FacetFilter, words: string[]): Promise<ProductFacets | undefined> {
    const { reads } = this;
    const categoryIds = filter.categoryIds ?? [];
    if (words.length > 0 || categoryIds.length > 1) return undefined;
    const category = categoryIds[0] ?? 0;
    const brandIds = filter.brandIds?.length ? filter.brandIds : [0];
    const split = splitByBands(
      await this.priceBands(),
      filter.minPrice === undefined ? 0 : paiseBound(filter.minPrice),
      filter.maxPrice === undefined ? Infinity : paiseBound(filter.maxPrice),
    );
    const [keptByCategory, keptByBrand, ...cut] = await Promise.all([
      split.bands ? categoryTallies(reads, brandIds, split.bands) : [],
      split.bands ? brandTallies(reads, category, split.bands) : [],
      ...split.cut.map(([from, to]) => countPriceRange(reads, from, to)),
    ]);
    const byCategory: Tallies = new Map();
    const byBrand: Tallies = new Map();
    for (const row of keptByCategory) add(byCategory, row.category_id, row);
    for (const row of keptByBrand) add(byBrand, row.brand_id ?? 0, row);
    // Counted rows are per actual brand (null: none): each also counts under "every brand" (0).
    for (const row of cut.flat()) {
      for (const brand of row.brand_id === null ? [0] : [0, row.brand_id]) {
        if (row.category_id !== 0 && brandIds.includes(brand)) add(byCategory, row.category_id, row);
        if (row.category_id === category) add(byBrand, brand, row);
      }
    }
    const count = ([products, buyable]: Tally) => (filter.inStock ? buyable : products);
    const options = (tallies: Tallies): OptionCount[] =>
      [...tallies]
        .filter(([id]) => id !== 0)
        .map(([id, tally]) => ({ id, count: count(tally) }))
        .filter((option) => option.count > 0)
        .sort((a, b) => a.id - b.id);
    const inStock = brandIds.reduce((sum, brand) => sum + (byBrand.get(brand)?.[1] ?? 0), 0);
    return { categories: options(byCategory), brands: options(byBrand), in_stock: inStock };
  }

  private priceBands(): Promise<PriceBand[]> {
    if (!this.bands) {
      const { db } = this.reads;
      const bands = db.selectFrom('facet_price_bands').select(['band', 'from_paise']).orderBy('band').execute()
        .then((rows) => rows.map((row, i) => ({ band: row.band, from: row.from_paise, to: (rows[i + 1]?.from_paise ?? Infinity) - 1 })));
      this.bands = bands;
      bands.catch(() => (this.bands = undefined));
    }
    return this.bands;
  }
}

function add(tallies: Tallies, id: number, row: Pick<CountRow, 'products' | 'buyable'>): void {
  const [products, buyable] = tallies.get(id) ?? [0, 0];
  tallies.set(id, [products + Number(row.products), buyable + Number(row.buyable ?? 0)]);
}

/** Categories (not the catalogue) under the chosen brands (0: every brand) in the bands [first, last]. */
function categoryTallies({ db, read }: CatalogReads, brandIds: number[], [first, last]: [number, number]) {
  return read(db.selectFrom('facet_counts')
    .select((eb) => ['category_id', eb.fn.sum<number>('products').as('products'), eb.fn.sum<number>('buyable').as('buyable')])
    .where('brand_id', 'in', brandIds)
    .where('category_id', '<>', 0)
    .where('band', '>=', first)
    .where('band', '<=', last)
    .groupBy('category_id')
    .compile());
}

/** Brands (and 0, every brand) in the chosen category (0: the whole catalogue) in the bands [first, last]. */
function brandTallies({ db, read }: CatalogReads, category: number, [first, last]: [number, number]) {
  return read(db.selectFrom('facet_counts')
    .select((eb) => ['brand_id', 'category_id', eb.fn.sum<number>('products').as('products'), eb.fn.sum<number>('buyable').as('buyable')])
    .where('category_id', '=', category)
    .where('band', '>=', first)
    .where('band', '<=', last)
    .groupBy(['brand_id', 'category_id'])
    .compile());
}

/**
 * The active products priced from `from` to `to` paise, as count rows: per brand in the whole catalogue
 * (category 0) and per brand and category they are listed under. Used for the parts of a band a price
 * range cuts: at most a band's products, read through the price index.
 */
async function countPriceRange({ db, read }: CatalogReads, from: number, to: number): Promise<CountRow[]> {
  const inRange = db.selectFrom('products as p').where('p.is_active', '=', 1).where('p.price', '>=', from).where('p.price', '<=', to);
  // As canBuyNow and the list's "in stock only".
  const buyable = sql<number>`sum(case when p.stock_qty > 0 or p.back_order = 1 then 1 else 0 end)`;
  const [catalogue, listed] = await Promise.all([
    read(inRange
      .select((eb) => ['p.brand_id', eb.val(0).as('category_id'), eb.fn.countAll<number>().as('products'), buyable.as('buyable')])
      .groupBy('p.brand_id')
      .compile()),
    read(inRange
      .innerJoin('category_listing as l', 'l.product_id', 'p.id')
      .select((eb) => ['p.brand_id', 'l.category_id', eb.fn.countAll<number>().as('products'), buyable.as('buyable')])
      .groupBy(['p.brand_id', 'l.category_id'])
      .compile()),
  ]);
  return [...catalogue.map((row) => ({ ...row, category_id: Number(row.category_id) })), ...listed];
}

interface PriceBand {
  band: number;
  from: number;
  /** The last price in it (paise), Infinity for the last band. */
  to: number;
}

/**
 * The price range [min, max] (paise) as the whole bands it holds (undefined: none) and the ranges of the
 * bands it cuts, which are counted: below the first whole band and above the last one, or all of it when
 * it holds no whole band (it then lies within two bands).
 */
export function splitByBands(bands: PriceBand[], min: number, max: number): { bands?: [number, number]; cut: Array<[number, number]> } {
  const whole = bands.filter((band) => band.from >= min && band.to <= max);
  if (whole.length === 0) return { cut: [[min, max]] };
  const first = whole[0];
  const last = whole[whole.length - 1];
  const cut: Array<[number, number]> = [];
  if (min < first.from) cut.push([min, first.from - 1]);
  if (max > last.to) cut.push([last.to + 1, max]);
  return { bands: [first.band, last.band], cut };
}

import { sql } from 'kysely';
import type { CatalogReads } from '../../catalog-reads/app-database';
import type { SearchEngine } from '../../search/search-engine';
import { paiseBound } from './product-filter';
import type { FacetFilter, OptionCount, ProductFacets } from './product-facets';

/** Which facet a row of the statement counts for. */
const CATEGORY = 0;
const BRAND = 1;

/**
 * Every facet of a text query (`words`: at least one) from one statement that reads the matches once:
 * the active products the text matches within the price range (the choices every facet shares), each
 * with its brand and whether it can be bought now (as canBuyNow), kept aside; then counted per category
 * they are listed under (category_listing: each category counts its sub-categories' products) among the
 * chosen brands, and per brand among the products listed under a chosen category. Each row carries how
 * many products it counts and how many of them can be bought now, so "in stock only" picks the second.
 */
export async function textFacets(reads: CatalogReads, search: SearchEngine, filter: FacetFilter, words: string[]): Promise<ProductFacets> {
  const { db } = reads;
  const brandIds = filter.brandIds?.length ? filter.brandIds : null;
  const categoryIds = filter.categoryIds?.length ? filter.categoryIds : null;
  const rows = await reads.read(
    db
      .with(
        (cte) => cte('m').materialized(),
        (qb) => {
          // `+`: the matches are few and known first; SQLite would otherwise walk an index of every
          // active product (or every price) to meet them (a no-op on PostgreSQL).
          let matched = qb.selectFrom('products as p').where(sql<number>`+p.is_active`, '=', 1).where(search.matches(words));
          if (filter.minPrice !== undefined) matched = matched.where(sql<number>`+p.price`, '>=', paiseBound(filter.minPrice));
          if (filter.maxPrice !== undefined) matched = matched.where(sql<number>`+p.price`, '<=', paiseBound(filter.maxPrice));
          return matched.select([
            'p.id',
            'p.brand_id',
            sql<number>`case when p.stock_qty > 0 or p.back_order = 1 then 1 else 0 end`.as('buyable'),
          ]);
        },
      )
      .selectFrom('m')
      .innerJoin('category_listing as l', 'l.product_id', 'm.id')
      .$if(brandIds !== null, (q) => q.where('m.brand_id', 'in', brandIds ?? []))
      .select((eb) => [
        sql.lit(CATEGORY).as('facet'),
        eb.ref('l.category_id').$castTo<number | null>().as('id'),
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('m.buyable').as('buyable'),
      ])
      .groupBy('l.category_id')
      .unionAll((eb) =>
        eb
          .selectFrom('m')
          .$if(categoryIds !== null, (q) =>
            q.where('m.id', 'in', (inner) =>
              inner.selectFrom('category_listing as c').select('c.product_id').where('c.category_id', 'in', categoryIds ?? []),
            ),
          )
          .select((inner) => [
            sql.lit(BRAND).as('facet'),
            'm.brand_id as id',
            inner.fn.countAll<number>().as('count'),
            inner.fn.sum<number>('m.buyable').as('buyable'),
          ])
          .groupBy('m.brand_id'),
      )
      .compile(),
  );
  const categories: OptionCount[] = [];
  const brands: OptionCount[] = [];
  let inStock = 0;
  for (const row of rows) {
    const buyable = Number(row.buyable ?? 0);
    const count = filter.inStock ? buyable : Number(row.count);
    if (Number(row.facet) === CATEGORY) {
      if (count > 0) categories.push({ id: Number(row.id), count });
      continue;
    }
    // "In stock only" counts the buyable products of the chosen brands (all, with no brand, when none is).
    if (!brandIds || (row.id !== null && brandIds.includes(Number(row.id)))) inStock += buyable;
    if (row.id !== null && count > 0) brands.push({ id: Number(row.id), count });
  }
  const byId = (a: OptionCount, b: OptionCount) => a.id - b.id;
  return { categories: categories.sort(byId), brands: brands.sort(byId), in_stock: inStock };
}


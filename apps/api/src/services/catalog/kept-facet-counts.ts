import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FacetFilter, OptionCount, ProductFacets } from './product-facets';

/**
 * The facets of the common choices (none, one category, brands, "in stock only", any of them together)
 * from `facet_counts`, kept by triggers (migration 0019): a few hundred small rows instead of counting
 * the catalogue. Answers undefined when the filter needs counting: text, a price range, or several
 * categories (a product listed under two of them must count once, which per-category sums cannot tell).
 */
export async function keptFacetCounts(db: Kysely<Database>, filter: FacetFilter, words: string[]): Promise<ProductFacets | undefined> {
  const categoryIds = filter.categoryIds ?? [];
  if (words.length > 0 || filter.minPrice !== undefined || filter.maxPrice !== undefined || categoryIds.length > 1) return undefined;
  const brandIds = filter.brandIds ?? [];
  const [categoryRows, brandRows] = await Promise.all([
    // Categories under the chosen brands (0: every brand), summed over them.
    db.selectFrom('facet_counts')
      .select((eb) => ['category_id as id', eb.fn.sum<number>('products').as('products'), eb.fn.sum<number>('buyable').as('buyable')])
      .where('brand_id', 'in', brandIds.length > 0 ? brandIds : [0])
      .where('category_id', '<>', 0)
      .groupBy('category_id')
      .execute(),
    // Brands (and "every brand", for "in stock only" with none chosen) in the chosen category (0: all).
    db.selectFrom('facet_counts')
      .select(['brand_id as id', 'products', 'buyable'])
      .where('category_id', '=', categoryIds[0] ?? 0)
      .execute(),
  ]);
  const count = (row: { products: number | string; buyable: number | string }) => Number(filter.inStock ? row.buyable : row.products);
  const options = (rows: Array<{ id: number; products: number | string; buyable: number | string }>): OptionCount[] =>
    rows
      .filter((row) => row.id !== 0)
      .map((row) => ({ id: row.id, count: count(row) }))
      .filter((option) => option.count > 0)
      .sort((a, b) => a.id - b.id);
  const chosen = new Set(brandIds.length > 0 ? brandIds : [0]);
  const inStock = brandRows.filter((row) => chosen.has(row.id)).reduce((sum, row) => sum + Number(row.buyable), 0);
  return { categories: options(categoryRows), brands: options(brandRows), in_stock: inStock };
}

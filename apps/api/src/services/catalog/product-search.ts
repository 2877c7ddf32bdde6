import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { loadProductSummaries, type ProductSummary } from './product-summaries';
import { containsPattern, ilike, prefixPattern, searchWords } from './text-search';

export const SEARCH_LIMIT = 10;

/**
 * Search as you type: products whose name holds every word, names starting with the text first, then
 * the most popular.
 */
export async function searchProducts(db: Kysely<Database>, text: string): Promise<ProductSummary[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const prefix = prefixPattern(text.trim().toLowerCase());
  const rows = await db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.is_active', '=', 1)
    .where((eb) => eb.and(words.map((word) => ilike(eb.ref('p.name'), containsPattern(word)))))
    .orderBy(sql`case when lower(p.name) like ${prefix} escape '\\' then 0 else 1 end`)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .limit(SEARCH_LIMIT)
    .execute();
  return loadProductSummaries(db, rows.map((row) => row.id));
}

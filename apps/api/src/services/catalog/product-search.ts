import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SearchEngine } from '../../search/search-engine';
import { loadProductSummaries, type ProductSummary } from './product-summaries';

/**
 * Search as you type: the products the search engine suggests for `text` (names starting with the text
 * first, then by relevance; typos corrected when nothing matches), as summaries in that order.
 */
export async function searchProducts(db: Kysely<Database>, search: SearchEngine, text: string): Promise<ProductSummary[]> {
  return loadProductSummaries(db, await search.suggest(text));
}

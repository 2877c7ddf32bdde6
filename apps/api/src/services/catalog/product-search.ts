import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { fts5Query, tsQuery } from './full-text';
import { loadProductSummaries, type ProductSummary } from './product-summaries';
import { prefixPattern, searchWords } from './text-search';
import { correctWordsSqlite, fuzzyNameSearchPostgres } from './typo-search';

export const SEARCH_LIMIT = 10;

/**
 * Search as you type: products whose name or brand holds a word starting with each typed word (full-text
 * index), names starting with the text first, then by relevance (bm25 / ts_rank), then the most popular.
 * When nothing matches, the words are read as typos: the closest words of the index (SQLite) or names
 * with similar words (PostgreSQL, pg_trgm).
 */
export async function searchProducts(db: Kysely<Database>, text: string): Promise<ProductSummary[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const startsWith = prefixPattern(text.trim().toLowerCase());
  let ids: number[];
  if (dialectOf(db) === 'postgres') {
    ids = await rankedPostgres(db, words, startsWith);
    if (ids.length === 0) ids = await fuzzyNameSearchPostgres(db, words, SEARCH_LIMIT);
  } else {
    ids = await rankedSqlite(db, words, startsWith);
    if (ids.length === 0) {
      const corrected = await correctWordsSqlite(db, words);
      if (corrected && corrected.join(' ') !== words.join(' ')) ids = await rankedSqlite(db, corrected, startsWith);
    }
  }
  return loadProductSummaries(db, ids);
}

async function rankedSqlite(db: Kysely<Database>, words: string[], startsWith: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select p.id from product_search s join products p on p.id = s.rowid
    where product_search match ${fts5Query(words, 'name_brand')} and p.is_active = 1
    order by case when lower(p.name) like ${startsWith} escape '\\' then 0 else 1 end,
      bm25(product_search, 10.0, 4.0, 1.0), p.popularity desc, p.id
    limit ${SEARCH_LIMIT}`.execute(db);
  return rows.map((row) => row.id);
}

async function rankedPostgres(db: Kysely<Database>, words: string[], startsWith: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select p.id from products p, to_tsquery('simple', ${tsQuery(words, 'name_brand')}) q
    where p.search_vector @@ q and p.is_active = 1
    order by case when lower(p.name) like ${startsWith} escape '\\' then 0 else 1 end,
      ts_rank(p.search_vector, q) desc, p.popularity desc, p.id
    limit ${SEARCH_LIMIT}`.execute(db);
  return rows.map((row) => row.id);
}

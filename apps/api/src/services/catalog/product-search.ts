import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect';
import { readQuery } from '../../db/read-pool/read-query';
import type { Database } from '../../db/schema';
import { fts5Query } from './full-text';
import { expandedTsQuery } from './prefix-expansion';
import { loadProductSummaries, type ProductSummary } from './product-summaries';
import { prefixPattern, searchWords } from './text-search';
import { correctWords } from './typo-search';

export const SEARCH_LIMIT = 10;
/** PostgreSQL: how many matches the panel ranks (see rankedPostgres). */
const RANKED_CANDIDATES = 500;

/**
 * Search as you type: products whose name or brand holds a word starting with each typed word (full-text
 * index), names starting with the text first, then by relevance (bm25 / ts_rank).
 * When nothing matches, the words are read as typos: each replaced by the closest word of the index's
 * vocabulary (typo-search.ts), and searched again.
 */
export async function searchProducts(db: Kysely<Database>, text: string): Promise<ProductSummary[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  // `typed` is what a name should start with to come first: the text as typed, or the corrected words.
  const ranked = (searched: string[], typed: string) =>
    dialectOf(db) === 'postgres' ? rankedPostgres(db, searched, prefixPattern(typed)) : rankedSqlite(db, searched);
  let ids = await ranked(words, text.trim().toLowerCase());
  if (ids.length === 0) {
    const corrected = await correctWords(db, words);
    if (corrected && corrected.join(' ') !== words.join(' ')) ids = await ranked(corrected, corrected.join(' '));
  }
  return loadProductSummaries(db, ids);
}

/**
 * Two cheap passes instead of one sort of every match: names that start with the typed text (FTS5's
 * initial-token phrase `^ "cotton kur"*`), then every match by rank (bm25 weighted name 10, brand 4,
 * description 1: set in migration 0009). FTS5 ranks inside the index; no per-row SQL expression.
 */
async function rankedSqlite(db: Kysely<Database>, words: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const match of [`{name} : ^ "${words.join(' ')}"*`, fts5Query(words, 'name_brand')]) {
    const rows = await readQuery(db, sql<{ id: number }>`
      select p.id from product_search s join products p on p.id = s.rowid
      where product_search match ${match} and p.is_active = 1
      order by s.rank limit ${SEARCH_LIMIT}`.compile(db));
    for (const { id } of rows) if (!ids.includes(id)) ids.push(id);
    if (ids.length >= SEARCH_LIMIT) break;
  }
  return ids.slice(0, SEARCH_LIMIT);
}

async function rankedPostgres(db: Kysely<Database>, words: string[], startsWith: string): Promise<number[]> {
  // Ranks at most RANKED_CANDIDATES matches: a one-letter prefix matches most of the catalogue, and
  // ranking every match would read every matching row; the panel shows ten. `+is_active` keeps the
  // planner from AND-ing a bitmap of every active product onto the few the GIN index finds. The
  // candidates carry what the order needs from the rows already read (joining back to products for
  // it fetched each of them again: a fifth of a broad prefix's time). `name_brand_vector` holds only
  // the name and brand words (migration 0012): checking and ranking a match never decodes a description.
  const query = await expandedTsQuery(db, words);
  if (query === null) return [];
  const { rows } = await sql<{ id: number }>`
    select m.id from (
      select id, name, popularity, name_brand_vector from products, cast(${query} as tsquery) q
      where name_brand_vector @@ q and +is_active = 1 limit ${RANKED_CANDIDATES}
    ) m, cast(${query} as tsquery) q
    order by case when lower(m.name) like ${startsWith} escape '\\' then 0 else 1 end,
      ts_rank(m.name_brand_vector, q) desc, m.popularity desc, m.id
    limit ${SEARCH_LIMIT}`.execute(db);
  return rows.map((row) => row.id);
}

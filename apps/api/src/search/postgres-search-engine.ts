import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import { suggestWithTypoCorrection } from './panel-suggestions';
import { PostgresVocabulary } from './postgres-vocabulary';
import { expandedTsQuery } from './postgres-prefix-expansion';
import { SEARCH_LIMIT, type SearchEngine } from './search-engine';
import { type SearchRead, searchReadsOn } from './search-reads';
import { prefixPattern } from './search-words';

/** How many matches the panel ranks (see ranked). */
const RANKED_CANDIDATES = 500;

/** tsquery: `cotton:* & kur:*`, every word a prefix. Words are letters and digits only (searchWords). */
export function tsQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * Search on PostgreSQL: `products.search_vector` (migration 0009: name, brand and description, weighted
 * A, B, D), its name-and-brand part `name_brand_vector` and the vocabulary `product_search_terms` with
 * its trigram index (migration 0012).
 */
export class PostgresSearchEngine implements SearchEngine {
  private readonly read: SearchRead;
  /** Asks pg_trgm's schema once, on the first correction that needs look-alikes. */
  private readonly vocabulary: PostgresVocabulary;

  constructor(db: Kysely<Database>) {
    this.read = searchReadsOn(db, undefined);
    this.vocabulary = new PostgresVocabulary(db, this.read);
  }

  suggest(text: string): Promise<number[]> {
    return suggestWithTypoCorrection(text, (words, typed) => this.ranked(words, prefixPattern(typed)), this.vocabulary);
  }

  matches(words: string[]): Expression<SqlBool> {
    return sql<SqlBool>`${sql.ref('p.search_vector')} @@ to_tsquery('simple', ${tsQuery(words)})`;
  }

  /**
   * Ranks at most RANKED_CANDIDATES matches: a one-letter prefix matches most of the catalogue, and
   * ranking every match would read every matching row; the panel shows ten. `+is_active` keeps the
   * planner from AND-ing a bitmap of every active product onto the few the GIN index finds. The
   * candidates carry what the order needs from the rows already read (joining back to products for it
   * would fetch each of them again). `name_brand_vector` holds only the name and brand words: checking
   * and ranking a match never decodes a description.
   */
  private async ranked(words: string[], startsWith: string): Promise<number[]> {
    const query = await expandedTsQuery(this.read, words);
    if (query === null) return [];
    const rows = await this.read(sql<{ id: number }>`
      select m.id from (
        select id, name, popularity, name_brand_vector from products, cast(${query} as tsquery) q
        where name_brand_vector @@ q and +is_active = 1 limit ${RANKED_CANDIDATES}
      ) m, cast(${query} as tsquery) q
      order by case when lower(m.name) like ${startsWith} escape '\\' then 0 else 1 end,
        ts_rank(m.name_brand_vector, q) desc, m.popularity desc, m.id
      limit ${SEARCH_LIMIT}`);
    return rows.map((row) => row.id);
  }
}

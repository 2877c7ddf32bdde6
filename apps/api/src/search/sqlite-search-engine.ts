import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { SqliteReadPool } from '../catalog-reads/read-pool/sqlite-read-pool';
import type { Database } from '../db/schema';
import { suggestWithTypoCorrection } from './panel-suggestions';
import { SEARCH_LIMIT, type SearchEngine } from './search-engine';
import { type SearchRead, searchReadsOn } from './search-reads';
import { SearchTermsTable, type Vocabulary } from './vocabulary';

/** Which text a match looks at: the panel looks at names and brands, the list also at descriptions. */
type SearchScope = 'name_brand' | 'everything';

/** FTS5: `{name brand} : ("cotton"* AND "kur"*)`. Words are letters and digits only (searchWords). */
export function fts5Query(words: string[], scope: SearchScope): string {
  const terms = words.map((word) => `"${word}"*`).join(' AND ');
  return scope === 'name_brand' ? `{name brand} : (${terms})` : terms;
}

/**
 * Search on SQLite: the FTS5 table `product_search` (migration 0009: name, brand and description, kept
 * by triggers, ranked by bm25) and its vocabulary `product_search_terms` (fts5vocab).
 */
export class SqliteSearchEngine implements SearchEngine {
  private readonly read: SearchRead;
  private readonly vocabulary: Vocabulary;

  /** `readPool`: the read workers of a database file (none in memory, where threads cannot share it). */
  constructor(db: Kysely<Database>, readPool: SqliteReadPool | undefined) {
    this.read = searchReadsOn(db, readPool);
    this.vocabulary = new SearchTermsTable(this.read);
  }

  suggest(text: string): Promise<number[]> {
    return suggestWithTypoCorrection(text, (words) => this.ranked(words), this.vocabulary);
  }

  matches(words: string[]): Expression<SqlBool> {
    return sql<SqlBool>`p.id in (select rowid from product_search where product_search match ${fts5Query(words, 'everything')})`;
  }

  /**
   * Two cheap passes instead of one sort of every match: names that start with the typed words (FTS5's
   * initial-token phrase `^ "cotton kur"*`), then every match by rank (bm25 weighted name 10, brand 4,
   * description 1: set in migration 0009). FTS5 ranks inside the index; no per-row SQL expression.
   */
  private async ranked(words: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const match of [`{name} : ^ "${words.join(' ')}"*`, fts5Query(words, 'name_brand')]) {
      const rows = await this.read(sql<{ id: number }>`
        select p.id from product_search s join products p on p.id = s.rowid
        where product_search match ${match} and p.is_active = 1
        order by s.rank limit ${SEARCH_LIMIT}`);
      for (const { id } of rows) if (!ids.includes(id)) ids.push(id);
      if (ids.length >= SEARCH_LIMIT) break;
    }
    return ids.slice(0, SEARCH_LIMIT);
  }
}

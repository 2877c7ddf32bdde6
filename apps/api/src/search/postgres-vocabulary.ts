import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { SearchRead } from './search-reads';
import { trigramSchema } from '../db/search/trigram-extension';
import { MAX_CANDIDATES, SearchTermsTable, type Term } from './vocabulary';

/**
 * PostgreSQL's vocabulary table with its pg_trgm index (migration 0012), which also finds terms whose
 * first letters differ from the typed word ("xandals"), which no prefix range holds.
 */
export class PostgresVocabulary extends SearchTermsTable {
  /** pg_trgm's schema, asked once (migration 0009 puts it in `public` unless it was elsewhere). */
  private trigramSchema: Promise<string | null> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    read: SearchRead,
  ) {
    super(read);
  }

  /** Terms with a trigram similarity of 0.3 or more to `word` (pg_trgm's `%`, served by the trigram index). */
  override async termsLookingLike(word: string): Promise<Term[]> {
    this.trigramSchema ??= trigramSchema(this.db);
    const schema = await this.trigramSchema;
    if (!schema) return [];
    return this.read(sql<Term>`
      select term, doc from product_search_terms where term operator(${sql.id(schema)}.%) ${word}
      limit ${MAX_CANDIDATES}`);
  }
}

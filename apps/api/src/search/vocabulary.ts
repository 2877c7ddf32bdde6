import { sql } from 'kysely';
import type { SearchRead } from './search-reads';

/** A word of the full-text index of names and brands, and how many products hold it. */
export interface Term {
  term: string;
  doc: number;
}

/** Candidate terms read per lookup: bounds the work of a correction on a huge vocabulary. */
export const MAX_CANDIDATES = 5000;

/** The words the search panel can find, as typo correction (typo-correction.ts) looks them up. */
export interface Vocabulary {
  /** Some term starts with `prefix`: a word typed so far is no typo. */
  hasTermStartingWith(prefix: string): Promise<boolean>;
  /** Terms that start with `prefix` (at most MAX_CANDIDATES). */
  termsStartingWith(prefix: string): Promise<Term[]>;
  /** Terms that look like `word` even where its first letters are wrong (none where no index can tell). */
  termsLookingLike(word: string): Promise<Term[]>;
}

/** Above every character: `term < prefix || TOP` bounds the terms starting with `prefix`. */
const TOP = '\u{10ffff}';

/**
 * The vocabulary as the table `product_search_terms(term, doc)`, under the same name on both databases
 * (SQLite's fts5vocab of migration 0009, PostgreSQL's trigger-kept table of migration 0012). A prefix is
 * one range of its key. Nothing finds a typo in the first letters here (termsLookingLike answers none);
 * PostgreSQL's trigram index does (postgres-vocabulary.ts).
 */
export class SearchTermsTable implements Vocabulary {
  constructor(protected readonly read: SearchRead) {}

  async hasTermStartingWith(prefix: string): Promise<boolean> {
    const rows = await this.read(sql<{ one: number }>`
      select 1 as one from product_search_terms where term >= ${prefix} and term < ${`${prefix}${TOP}`} limit 1`);
    return rows.length > 0;
  }

  termsStartingWith(prefix: string): Promise<Term[]> {
    return this.read(sql<Term>`
      select term, doc from product_search_terms where term >= ${prefix} and term < ${`${prefix}${TOP}`}
      limit ${MAX_CANDIDATES}`);
  }

  async termsLookingLike(_word: string): Promise<Term[]> {
    return [];
  }
}

import { sql } from 'kysely';
import type { SearchRead } from './search-reads';

/** At most this many terms stand in for a typed prefix; a shorter, broader prefix stays a prefix. */
export const MAX_PREFIX_TERMS = 16;

/** A lexeme as tsquery input: quoted, its quotes and backslashes doubled (no parser runs on it). */
const lexeme = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * PostgreSQL: the tsquery (as `::tsquery` input) matching names and brands that hold a word starting
 * with each typed word, each prefix replaced by the terms of the vocabulary under it (`sher` ->
 * `'sherwani'`, `saree` -> `'saree' | 'sarees'`) when there are at most MAX_PREFIX_TERMS of them.
 * The vocabulary (migration 0012) holds exactly the words of `name_brand_vector`, so the matches are
 * the same; the cost is not. GIN answers a prefix by collecting every posting of every term under it
 * into a bitmap before intersecting them, and intersects exact terms as it reads them.
 *
 * Null when some word starts no term: nothing can match it.
 */
export async function expandedTsQuery(read: SearchRead, words: string[]): Promise<string | null> {
  const rows = await read(sql<{ word: string; terms: string[] }>`
    select w.word, array(
      select term from product_search_terms where term >= w.word and term < w.word || ${'\u{10ffff}'}
      order by term limit ${MAX_PREFIX_TERMS + 1}
    ) as terms
    from unnest(${words}::text[]) as w(word)`);
  const termsOf = new Map(rows.map((row) => [row.word, row.terms]));
  const parts: string[] = [];
  for (const word of words) {
    const terms = termsOf.get(word) ?? [];
    if (terms.length === 0) return null;
    parts.push(terms.length > MAX_PREFIX_TERMS ? `${lexeme(word)}:*` : `(${terms.map(lexeme).join(' | ')})`);
  }
  return parts.join(' & ');
}

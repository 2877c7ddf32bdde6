import { type Kysely, sql } from 'kysely';
import { readQuery } from '../../db/read-pool/read-query';
import type { Database } from '../../db/schema';
import { editDistance, typoAllowance } from './edit-distance';

/** Candidate terms read per word: bounds the work of a correction on a huge vocabulary. */
const MAX_CANDIDATES = 5000;
/** PostgreSQL: how alike (pg_trgm word_similarity) a typed word and a word of a name must be. */
const WORD_SIMILARITY = 0.45;

/** Terms that start with `prefix` (at most MAX_CANDIDATES), with how many products hold each. */
async function termsStartingWith(db: Kysely<Database>, prefix: string): Promise<Array<{ term: string; doc: number }>> {
  return readQuery(db, sql<{ term: string; doc: number }>`
    select term, doc from product_search_terms where term >= ${prefix} and term < ${`${prefix}\u{10ffff}`}
    limit ${MAX_CANDIDATES}`.compile(db));
}

interface Candidate {
  term: string;
  distance: number;
  doc: number;
}

/** Nearer first, then the more frequent. */
const better = (a: Candidate, b: Candidate) => a.distance < b.distance || (a.distance === b.distance && a.doc > b.doc);

/** The term of `candidates` closest to `word` within `allowance` edits (the most frequent among equals). */
function closestTerm(word: string, allowance: number, candidates: Array<{ term: string; doc: number }>): Candidate | null {
  let best: Candidate | null = null;
  for (const { term, doc } of candidates) {
    const distance = editDistance(word, term, allowance);
    if (distance > allowance) continue;
    const candidate = { term, distance, doc };
    if (!best || better(candidate, best)) best = candidate;
  }
  return best;
}

/**
 * SQLite: each word that is no prefix of an indexed term replaced by the closest term of the index's
 * vocabulary (within `typoAllowance` edits; the most frequent among equals). Answers null when some
 * word has no close term (then there is nothing to show).
 *
 * It looks first among the terms that share the word's first three letters, and among those that share
 * its first letter only when none of the first is one edit away. fts5vocab reads every listed term's
 * postings to count its products: one letter spans thousands of terms at 100,000 products (10 ms),
 * three letters a handful (0.1 ms), and most typos are past the third letter ("sandlas").
 */
export async function correctWordsSqlite(db: Kysely<Database>, words: string[]): Promise<string[] | null> {
  const corrected: string[] = [];
  for (const word of words) {
    const upper = `${word}\u{10ffff}`;
    const known = await readQuery(db, sql<{ one: number }>`
      select 1 as one from product_search_terms where term >= ${word} and term < ${upper} limit 1`.compile(db));
    if (known.length > 0) {
      corrected.push(word);
      continue;
    }
    const allowance = typoAllowance(word);
    if (allowance === 0) return null;
    // One edit away among the same first three letters is as near as a term can be (the word itself is
    // not a term); anything further is compared with the terms of the same first letter.
    let closest = closestTerm(word, allowance, await termsStartingWith(db, word.slice(0, 3)));
    if (!closest || closest.distance > 1) {
      const wider = closestTerm(word, allowance, await termsStartingWith(db, word[0]));
      if (wider && (!closest || better(wider, closest))) closest = wider;
    }
    if (!closest) return null;
    corrected.push(closest.term);
  }
  return corrected;
}

/**
 * PostgreSQL: active products whose name holds a word like each typed one (pg_trgm's `<%`, served by
 * the trigram index on lower(name)), most alike first. The similarity threshold and pg_trgm's schema
 * (migration 0009 puts it in `public`) are set for this transaction only.
 */
export async function fuzzyNameSearchPostgres(db: Kysely<Database>, words: string[], limit: number): Promise<number[]> {
  const typos = words.filter((word) => typoAllowance(word) > 0);
  if (typos.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true),
      set_config('search_path', current_setting('search_path') || ', ' || quote_ident(
        (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
         where e.extname = 'pg_trgm')), true)`.execute(trx);
    const matches = sql.join(typos.map((word) => sql`${word} <% lower(p.name)`), sql` and `);
    const score = sql.join(typos.map((word) => sql`word_similarity(${word}, lower(p.name))`), sql` + `);
    const { rows } = await sql<{ id: number }>`
      select p.id from products p where ${matches} and +p.is_active = 1
      order by ${score} desc, p.popularity desc, p.id limit ${limit}`.execute(trx);
    return rows.map((row) => row.id);
  });
}

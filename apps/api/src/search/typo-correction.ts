import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect';
import { readQuery } from '../../db/read-pool/read-query';
import type { Database } from '../../db/schema';
import { trigramSchema } from '../../db/search/trigram-extension';
import { editDistance, typoAllowance } from './edit-distance';

/** Candidate terms read per word: bounds the work of a correction on a huge vocabulary. */
const MAX_CANDIDATES = 5000;

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
 * PostgreSQL: terms that look like `word` by pg_trgm's `%` (trigram similarity 0.3 or more, served by the
 * trigram index on the vocabulary, migration 0012). It finds typos in a word's first letters
 * ("xandals"), which no prefix range holds.
 */
async function termsLookingLike(db: Kysely<Database>, word: string): Promise<Array<{ term: string; doc: number }>> {
  const schema = await trigramSchemaOf(db);
  if (!schema) return [];
  return readQuery(db, sql<{ term: string; doc: number }>`
    select term, doc from product_search_terms where term operator(${sql.id(schema)}.%) ${word}
    limit ${MAX_CANDIDATES}`.compile(db));
}

/** pg_trgm's schema, asked once per database (migration 0009 puts it in `public` unless it was elsewhere). */
const trigramSchemas = new WeakMap<object, Promise<string | null>>();
function trigramSchemaOf(db: Kysely<Database>): Promise<string | null> {
  let schema = trigramSchemas.get(db);
  if (!schema) {
    schema = trigramSchema(db);
    trigramSchemas.set(db, schema);
  }
  return schema;
}

/**
 * Each word that is no prefix of a term of the vocabulary (`product_search_terms`: SQLite's fts5vocab,
 * PostgreSQL's table of migration 0012) replaced by the closest term (within `typoAllowance` edits; the
 * most frequent among equals). Answers null when some word has no close term (then there is nothing to
 * show).
 *
 * It looks first among the terms that share the word's first three letters, and among those that share
 * its first letter only when none of the first is one edit away. fts5vocab reads every listed term's
 * postings to count its products: one letter spans thousands of terms at 100,000 products (10 ms),
 * three letters a handful (0.1 ms), and most typos are past the third letter ("sandlas"). PostgreSQL
 * then asks its trigram index when neither range holds a close term.
 */
export async function correctWords(db: Kysely<Database>, words: string[]): Promise<string[] | null> {
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
    if (!closest && dialectOf(db) === 'postgres') closest = closestTerm(word, allowance, await termsLookingLike(db, word));
    if (!closest) return null;
    corrected.push(closest.term);
  }
  return corrected;
}

import { editDistance, typoAllowance } from './edit-distance';
import type { Term, Vocabulary } from './vocabulary';

interface Candidate {
  term: string;
  distance: number;
  doc: number;
}

/** Nearer first, then the more frequent. */
const better = (a: Candidate, b: Candidate) => a.distance < b.distance || (a.distance === b.distance && a.doc > b.doc);

/** The term of `candidates` closest to `word` within `allowance` edits (the most frequent among equals). */
function closestTerm(word: string, allowance: number, candidates: Term[]): Candidate | null {
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
 * Each word that is no prefix of a term of the vocabulary replaced by the closest term (within
 * `typoAllowance` edits; the most frequent among equals). Answers null when some word has no close term
 * (then there is nothing to show).
 *
 * It looks first among the terms that share the word's first three letters, and among those that share
 * its first letter only when none of the first is one edit away. SQLite's fts5vocab reads every listed
 * term's postings to count its products: one letter spans thousands of terms on a large catalogue, three
 * letters a handful, and most typos are past the third letter ("sandlas"). The vocabulary's look-alikes
 * (PostgreSQL's trigram index) come last, when neither range holds a close term.
 */
export async function correctWords(vocabulary: Vocabulary, words: string[]): Promise<string[] | null> {
  const corrected: string[] = [];
  for (const word of words) {
    if (await vocabulary.hasTermStartingWith(word)) {
      corrected.push(word);
      continue;
    }
    const allowance = typoAllowance(word);
    if (allowance === 0) return null;
    // One edit away among the same first three letters is as near as a term can be (the word itself is
    // not a term); anything further is compared with the terms of the same first letter.
    let closest = closestTerm(word, allowance, await vocabulary.termsStartingWith(word.slice(0, 3)));
    if (!closest || closest.distance > 1) {
      const wider = closestTerm(word, allowance, await vocabulary.termsStartingWith(word[0]));
      if (wider && (!closest || better(wider, closest))) closest = wider;
    }
    if (!closest) closest = closestTerm(word, allowance, await vocabulary.termsLookingLike(word));
    if (!closest) return null;
    corrected.push(closest.term);
  }
  return corrected;
}

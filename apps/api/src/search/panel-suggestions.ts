import { searchWords } from './search-words';
import { correctWords } from './typo-correction';
import type { Vocabulary } from './vocabulary';

/**
 * The panel's matches of `words`, best first: names that start with `typed` (the text as typed, or the
 * corrected words) before the others.
 */
export type RankPanelMatches = (words: string[], typed: string) => Promise<number[]>;

/**
 * What SearchEngine.suggest answers on a database: the typed words ranked; when nothing matches, each
 * word replaced by the closest term of the vocabulary and ranked again.
 */
export async function suggestWithTypoCorrection(text: string, rank: RankPanelMatches, vocabulary: Vocabulary): Promise<number[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  let ids = await rank(words, text.trim().toLowerCase());
  if (ids.length === 0) {
    const corrected = await correctWords(vocabulary, words);
    if (corrected && corrected.join(' ') !== words.join(' ')) ids = await rank(corrected, corrected.join(' '));
  }
  return ids;
}

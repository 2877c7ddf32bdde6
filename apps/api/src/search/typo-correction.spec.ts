import { correctWords } from './typo-correction';
import type { Term, Vocabulary } from './vocabulary';

/** The vocabulary of a small catalogue, held in memory; `lookAlikes` stands for a trigram index's answer. */
function vocabularyOf(terms: Term[], lookAlikes: Term[] = []): Vocabulary {
  const starting = (prefix: string) => terms.filter(({ term }) => term.startsWith(prefix));
  return {
    hasTermStartingWith: async (prefix) => starting(prefix).length > 0,
    termsStartingWith: async (prefix) => starting(prefix),
    termsLookingLike: async () => lookAlikes,
  };
}

const catalogue = vocabularyOf([
  { term: 'kolhapuri', doc: 4 },
  { term: 'kurta', doc: 5 },
  { term: 'kurti', doc: 9 },
  { term: 'sandals', doc: 12 },
  { term: 'saree', doc: 30 },
]);

describe('typo correction of the search panel', () => {
  it('keeps every word that starts a term: the shopper may still be typing it', async () => {
    expect(await correctWords(catalogue, ['kolhapuri', 'sand'])).toEqual(['kolhapuri', 'sand']);
  });

  it('replaces a word by the term one swap of neighbours away ("sandlas" is "sandals")', async () => {
    expect(await correctWords(catalogue, ['kolhapuri', 'sandlas'])).toEqual(['kolhapuri', 'sandals']);
  });

  it('takes the term more products hold when two are as near', async () => {
    expect(await correctWords(catalogue, ['kurtz'])).toEqual(['kurti']);
  });

  it('finds nothing for a word near no term, or too short to be read as a typo', async () => {
    expect(await correctWords(catalogue, ['kurta', 'qqqqqqq'])).toBeNull();
    expect(await correctWords(catalogue, ['kux'])).toBeNull();
  });

  it("asks for look-alikes only when the word's first letters hold no close term", async () => {
    const withLookAlikes = vocabularyOf([{ term: 'brocadewave', doc: 1 }], [{ term: 'brocadewave', doc: 1 }]);
    expect(await correctWords(withLookAlikes, ['trocadewave'])).toEqual(['brocadewave']);
  });
});

import { prefixPattern, searchWords } from './search-words';

describe('the words of a search text', () => {
  it('are lower-cased runs of letters and digits, as both full-text indexes split them', () => {
    expect(searchWords('  Cotton T-Shirt, 2XL! ')).toEqual(['cotton', 't', 'shirt', '2xl']);
  });

  it('lose their diacritics, as unicode61 folds them', () => {
    expect(searchWords('Café Ñandú')).toEqual(['cafe', 'nandu']);
  });

  it('keep the vowel signs and conjuncts of Hindi words, which belong to their letters', () => {
    expect(searchWords('हल्दी पाउडर, बासमती चावल')).toEqual(['हल्दी', 'पाउडर', 'बासमती', 'चावल']);
    expect(searchWords('क्षेत्र मसाले')).toEqual(['क्षेत्र', 'मसाले']);
  });

  it('are at most eight, and none for a text without letters or digits', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('"*" -- %')).toEqual([]);
  });

  it("as a LIKE prefix, escape LIKE's own wildcards", () => {
    expect(prefixPattern('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});

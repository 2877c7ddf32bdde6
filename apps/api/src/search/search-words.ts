/**
 * The words of a search text as the full-text indexes see them: lower-cased runs of letters and digits
 * (so "T-Shirt" is "t" and "shirt", as SQLite's unicode61 tokenizer and PostgreSQL's parser split it),
 * at most 8, empty ones dropped. Nothing else survives, so the words are safe inside an FTS5 or tsquery
 * expression.
 *
 * Accents on Latin letters go ("Café" is "cafe", as unicode61 folds them); the combining marks of
 * scripts that write vowels and conjuncts with them (Devanagari's vowel signs, virama, anusvara) are
 * part of the word, as both indexes keep them (migration 0022): "हल्दी" stays "हल्दी".
 */
export function searchWords(text: string): string[] {
  const folded = text.toLowerCase().normalize('NFKD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC');
  return (folded.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []).slice(0, 8);
}

/** A LIKE pattern matching text that starts with `word`, LIKE's wildcards escaped (escape char `\`). */
export function prefixPattern(word: string): string {
  return `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

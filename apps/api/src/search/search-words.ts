/**
 * The words of a search text as the full-text indexes see them: lower-cased runs of letters and digits
 * (so "T-Shirt" is "t" and "shirt", as SQLite's unicode61 tokenizer and PostgreSQL's parser split it),
 * at most 8, empty ones dropped. Nothing else survives, so the words are safe inside an FTS5 or tsquery
 * expression.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** A LIKE pattern matching text that starts with `word`, LIKE's wildcards escaped (escape char `\`). */
export function prefixPattern(word: string): string {
  return `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

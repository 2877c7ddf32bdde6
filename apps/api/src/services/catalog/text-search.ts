import { type Expression, type SqlBool, sql } from 'kysely';

/** Lower-cased words of a search text (at most 8), empty ones dropped. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

/** A LIKE pattern matching `word` anywhere, with LIKE's wildcards escaped (escape char `\`). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern matching text that starts with `word`. */
export function prefixPattern(word: string): string {
  return `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive `column LIKE pattern` written the same for SQLite and PostgreSQL (SQLite's LIKE
 * folds ASCII case, PostgreSQL's does not, so both sides are lower-cased).
 */
export function ilike(column: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

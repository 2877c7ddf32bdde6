import type { Expression, SqlBool } from 'kysely';

/** How many products the search panel shows. */
export const SEARCH_LIMIT = 10;

/**
 * Text search over the catalogue: everything the search panel, the product list and its filter counts
 * ask of it. One implementation per backend, built once at start-up (create-search-engine.ts); the
 * services get it as a parameter and never ask which database is underneath.
 *
 * Both take the words of searchWords (search-words.ts): lower-cased letters and digits, at most 8, so a
 * word is safe inside any full-text query syntax. Every word matches as a prefix ("kur" finds "kurta").
 */
export interface SearchEngine {
  /**
   * The search panel, as the shopper types: the ids of at most SEARCH_LIMIT active products whose name
   * or brand holds a word starting with each typed word, names starting with the typed text first, then
   * by relevance. When nothing matches, the words are read as typos (typo-correction.ts) and searched
   * again. No word in `text`: no product.
   */
  suggest(text: string): Promise<number[]>;

  /**
   * The product list and its filter counts: a condition on `products as p` that holds for the products
   * whose name, brand or description has a word starting with each of `words` (at least one word). The
   * caller adds it to its own query, so the other filters, the order, the page and the counts stay one
   * statement.
   */
  matches(words: string[]): Expression<SqlBool>;

}

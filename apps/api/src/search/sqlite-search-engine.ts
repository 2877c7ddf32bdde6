import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

/**
 * Full-text matching of products on both databases (migration 0009): SQLite's FTS5 table
 * `product_search`, PostgreSQL's `products.search_vector`. Every word must match as a prefix ("kur"
 * finds "kurta"), so the search panel finds products while the shopper is still typing.
 */

/** Which text a search looks at: the panel looks at names and brands, the list also at descriptions. */
export type SearchScope = 'name_brand' | 'everything';

/** FTS5: `{name brand} : ("cotton"* AND "kur"*)`. Words are letters and digits only (searchWords). */
export function fts5Query(words: string[], scope: SearchScope): string {
  const terms = words.map((word) => `"${word}"*`).join(' AND ');
  return scope === 'name_brand' ? `{name brand} : (${terms})` : terms;
}

/**
 * tsquery: `cotton:* & kur:*`. The scope is the column it is matched against: `search_vector` for
 * everything, `name_brand_vector` (migration 0012) for names and brands.
 */
export function tsQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/** PostgreSQL: the tsvector column of each scope. */
const TS_VECTORS: Record<SearchScope, string> = { everything: 'p.search_vector', name_brand: 'p.name_brand_vector' };

/** `p.id` is a product whose text matches every word (for `products as p`). */
export function matchesWords(db: Kysely<Database>, words: string[], scope: SearchScope): Expression<SqlBool> {
  if (dialectOf(db) === 'postgres') {
    return sql<SqlBool>`${sql.ref(TS_VECTORS[scope])} @@ to_tsquery('simple', ${tsQuery(words)})`;
  }
  return sql<SqlBool>`p.id in (select rowid from product_search where product_search match ${fts5Query(words, scope)})`;
}

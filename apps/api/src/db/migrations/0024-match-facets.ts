import { sql } from 'kysely';
import { type AnyDb, dialectOf } from '../dialect';

/**
 * SQLite: what the filter counts of a text query need of each matching product (active, brand, can be
 * bought now, price) in an index read by id, so the matches are looked up there instead of in the
 * products' rows, which hold the descriptions and spill onto overflow pages. PostgreSQL reads the
 * matches from the heap pages its full-text index points to either way: nothing to add there.
 */
export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`create index products_match_facets_idx on products (id, is_active, brand_id, stock_qty, back_order, price)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`drop index if exists products_match_facets_idx`.execute(db);
}

import { sql } from 'kysely';
import type { AnyDb } from '../dialect';

/**
 * The list's filter counts at 100,000 products (docs/decisions.md, "Shopper trust", filter counts): one index
 * that holds everything a brand or "in stock only" count reads of a product, so counting them walks the
 * index in brand order instead of reading every product's row (descriptions included).
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index products_facets_idx on products (is_active, brand_id, stock_qty, back_order, price)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists products_facets_idx`.execute(db);
}

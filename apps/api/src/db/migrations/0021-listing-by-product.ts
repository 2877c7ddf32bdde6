import { sql } from 'kysely';
import type { AnyDb } from '../dialect';

/**
 * category_listing read by product with its category in the index: the list's filter counts under a
 * text query look up the listing rows of every matching product (a few thousand at a large catalogue)
 * and count them per category, from the index alone instead of one table read per row. The index
 * replaces the one on product_id alone, which the listing's triggers use for their rebuilds and which
 * this one serves as well.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index category_listing_product_category_idx on category_listing (product_id, category_id)`.execute(db);
  await sql`drop index category_listing_product_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`create index category_listing_product_idx on category_listing (product_id)`.execute(db);
  await sql`drop index category_listing_product_category_idx`.execute(db);
}

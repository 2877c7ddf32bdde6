import { sql, type Transaction } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * Runs `write` (a bulk import, inside its transaction) with SQLite's filter-count triggers paused, then
 * rebuilds the counts from scratch (`facet_counts_fresh`, migration 0019) before the transaction ends:
 * one grouped pass instead of a trigger's upsert per product and per listing row (a large import is much
 * faster; docs/performance.md has the figures). SQLite has one writer, so nothing else changes the catalogue
 * meanwhile. On PostgreSQL the triggers stay on: they queue their changes and fold them once at commit.
 */
export async function withFacetCountsPaused<T>(trx: Transaction<Database>, write: () => Promise<T>): Promise<T> {
  if (dialectOf(trx) === 'postgres') return write();
  await trx.insertInto('facet_counts_paused').values({ paused_at: new Date().toISOString() }).execute();
  const result = await write();
  await sql`delete from facet_counts`.execute(trx);
  await sql`insert into facet_counts (brand_id, category_id, band, products, buyable)
    select brand_id, category_id, band, products, buyable from facet_counts_fresh`.execute(trx);
  await trx.deleteFrom('facet_counts_paused').execute();
  return result;
}

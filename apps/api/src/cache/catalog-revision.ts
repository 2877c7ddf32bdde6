import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The catalogue's revision: a counter every catalogue write bumps in its own transaction (triggers of
 * migration 0010). One indexed single-row read, so it is checked on every cached read: a write by any
 * process is seen by the next request that starts after it commits.
 */
export async function readCatalogRevision(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('catalog_revision').select('revision').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.revision);
}

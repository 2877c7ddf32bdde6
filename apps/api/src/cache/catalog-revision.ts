import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Built once per database: building a Kysely query costs more than running this one. */
const revisionQueries = new WeakMap<Kysely<Database>, CompiledQuery<{ revision: number }>>();

/**
 * The catalogue's revision: a counter every catalogue write bumps in its own transaction (triggers of
 * migration 0010). One single-row read by primary key, so it is checked on every cached read: a write
 * by any process is seen by the next request that starts after it commits.
 */
export async function readCatalogRevision(db: Kysely<Database>): Promise<number> {
  let query = revisionQueries.get(db);
  if (!query) {
    query = db.selectFrom('catalog_revision').select('revision').where('id', '=', 1).compile();
    revisionQueries.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  if (!rows[0]) throw new Error('catalog_revision has no row: run the migrations');
  return Number(rows[0].revision);
}

import { type Kysely, sql } from 'kysely';
import { dialectOf } from './dialect';
import type { Database, TableName } from './schema';

/**
 * After rows were inserted with explicit ids (the seed does, so ids are the same on every database),
 * moves PostgreSQL's serial sequences past the highest id. SQLite needs nothing: autoincrement follows
 * the largest id by itself.
 */
export async function syncIdSequences(db: Kysely<Database>, tables: readonly TableName[]): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
      coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

import type { CompiledQuery, Kysely } from 'kysely';
import type { SqliteReadPool } from './sqlite-read-pool';

/** The read pool of a database opened on a SQLite file (create-db attaches it); none otherwise. */
const pools = new WeakMap<object, SqliteReadPool>();

export function attachReadPool<DB>(db: Kysely<DB>, pool: SqliteReadPool): void {
  pools.set(db, pool);
}

export function readPoolOf<DB>(db: Kysely<DB>): SqliteReadPool | undefined {
  return pools.get(db);
}

/**
 * Runs a compiled read-only query off the event loop when the database has a read pool, else on the
 * database itself (PostgreSQL is already asynchronous; in-memory SQLite cannot be shared with threads).
 * Only for reads outside a transaction: a worker sees committed data only.
 */
export async function readQuery<DB, Row>(db: Kysely<DB>, query: CompiledQuery<Row>): Promise<Row[]> {
  const pool = pools.get(db);
  if (pool) return pool.query<Row>(query.sql, query.parameters);
  return (await db.executeQuery(query)).rows;
}

import type { Kysely, RawBuilder } from 'kysely';
import type { SqliteReadPool } from '../db/read-pool/sqlite-read-pool';
import type { Database } from '../db/schema';

/** Runs one read-only search statement (outside any transaction) and answers its rows. */
export type SearchRead = <Row>(query: RawBuilder<Row>) => Promise<Row[]>;

/** On the database's own connections (PostgreSQL, which is asynchronous already; in-memory SQLite). */
export function readOnDatabase(db: Kysely<Database>): SearchRead {
  return async (query) => (await query.execute(db)).rows;
}

/**
 * On SQLite's read workers: better-sqlite3 is synchronous, and a broad prefix on a large catalogue would
 * otherwise stall every other request of the process. A worker sees committed data only.
 */
export function readOnWorkers(db: Kysely<Database>, pool: SqliteReadPool): SearchRead {
  return (query) => {
    const compiled = query.compile(db);
    return pool.query(compiled.sql, compiled.parameters);
  };
}

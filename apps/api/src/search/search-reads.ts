import type { Kysely, RawBuilder } from 'kysely';
import { readOn } from '../catalog-reads/app-database';
import type { SqliteReadPool } from '../catalog-reads/read-pool/sqlite-read-pool';
import type { Database } from '../db/schema';

/** Runs one read-only search statement (outside any transaction) and answers its rows. */
export type SearchRead = <Row>(query: RawBuilder<Row>) => Promise<Row[]>;

/**
 * Search reads on SQLite's read workers when there are some: better-sqlite3 is synchronous, and a broad
 * prefix on a large catalogue would otherwise stall every other request of the process (a worker sees
 * committed data only). Else on `db` itself: PostgreSQL is asynchronous already, and an in-memory SQLite
 * cannot be shared with threads.
 */
export function searchReadsOn(db: Kysely<Database>, readPool: SqliteReadPool | undefined): SearchRead {
  const read = readOn(db, readPool);
  return (query) => read(query.compile(db));
}

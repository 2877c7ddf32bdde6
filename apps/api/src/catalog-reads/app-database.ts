import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CatalogRevision } from './catalog-revision';
import type { SqliteReadPool } from './read-pool/sqlite-read-pool';

/**
 * The database as the app uses it, opened once at start-up (openDatabase) and decorated on Fastify as
 * `app.database`: the Kysely handle and the read machinery around it, each passed on to what needs it.
 */
export interface AppDatabase {
  /** The app's connection (SQLite) or pool (PostgreSQL): every write and transaction, and most reads. */
  db: Kysely<Database>;
  /**
   * For the tiny reads every page makes (store settings), outside a transaction: on PostgreSQL a pool of
   * their own (quick-reads.ts), on SQLite `db` itself.
   */
  quickDb: Kysely<Database>;
  /** Worker threads reading a SQLite file (read-pool/); none on PostgreSQL or an in-memory SQLite. */
  readPool?: SqliteReadPool;
  /** The catalogue's revision, which keys the cached catalogue answers (catalog-read.ts). */
  revision: CatalogRevision;
  /** Runs a long read-only catalogue query (lists, facets, search): on the read pool when there is one. */
  read<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  /** Ends every connection and read worker. */
  close(): Promise<void>;
}

/** What a catalogue service needs to build its queries and run them where long reads go. */
export type CatalogReads = Pick<AppDatabase, 'db' | 'read'>;

/**
 * Runs a compiled read-only query off the event loop when there is a read pool, else on `db`
 * (PostgreSQL is already asynchronous; in-memory SQLite cannot be shared with threads). Only for reads
 * outside a transaction: a worker sees committed data only.
 */
export function readOn(db: Kysely<Database>, readPool: SqliteReadPool | undefined): AppDatabase['read'] {
  if (!readPool) return async (query) => (await db.executeQuery(query)).rows;
  return (query) => readPool.query(query.sql, query.parameters);
}

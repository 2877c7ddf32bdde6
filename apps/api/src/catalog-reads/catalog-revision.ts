import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/schema';

/**
 * The catalogue's revision: a counter every catalogue write bumps in its own transaction (triggers of
 * migration 0010). One single-row read by primary key, so it is checked on every cached read: a write
 * by this process is seen by the next request, a write by another process by the next request that starts
 * after it commits (on SQLite, from the next turn of this process's event loop: see below). Built once per
 * database by openDatabase.
 */
export interface CatalogRevision {
  read(): Promise<number>;
}

/**
 * SQLite: reads the revision with one prepared statement of the driver itself, synchronously. Every
 * cached catalogue read starts with it, and through Kysely's driver (connection lock, promises) it was
 * a large part of a cached list's cost. Prepared on the first read, after the migrations have made the table.
 *
 * Read once per turn of the event loop: the read opens a read transaction (file locks and a stat, a
 * large share of a cached product's cost under many connections), and the requests handled in
 * one turn arrived together. Within the turn, a write on this connection (this process's writes all go
 * through it) shows in its change count, read without a transaction, and the revision is read again; a
 * commit by another process (the CLI's import) is seen from the next turn on.
 *
 * Not while a transaction is open on the connection: it would see that transaction's uncommitted bump,
 * and an answer computed from committed rows would be kept under a revision they do not have. Then the
 * read goes through Kysely, which waits for the transaction to end.
 */
export function sqliteCatalogRevision(db: Kysely<Database>, database: SQLite.Database): CatalogRevision {
  let revisionStatement: SQLite.Statement | undefined;
  let changesStatement: SQLite.Statement | undefined;
  const readThisTurn = oncePerTurn(
    () => (revisionStatement ??= database.prepare('select revision from catalog_revision where id = 1').pluck()).get(),
    () => (changesStatement ??= database.prepare('select total_changes()').pluck()).get(),
  );
  // Built once: building a Kysely query costs more than running this one.
  const throughKysely = db.selectFrom('catalog_revision').select('revision').where('id', '=', 1).compile();
  return revisionReader(
    () => (database.inTransaction ? undefined : readThisTurn()),
    async () => (await db.executeQuery(throughKysely)).rows[0]?.revision,
  );
}

/**
 * PostgreSQL: reads the revision on a pool of its own (two connections, a prepared statement). On the
 * app's pool a cached read (store settings, a repeated list) queued behind every search holding a
 * connection; its own pool answers it at once. It sees committed rows only, as any other connection.
 *
 * As on SQLite, read once per turn of the event loop (one round trip per request was most of a cached
 * read's cost): the requests of a turn share the read. Any statement on the app's pool that is not a
 * plain `select` (a write, `begin`, `commit`), when sent and when answered, makes the next read ask
 * again, so this process's writes are seen at once; another process's from the next turn.
 */
export function postgresCatalogRevision(pool: pg.Pool, appPool: pg.Pool): CatalogRevision {
  let writes = 0;
  onStatementsThatMayWrite(appPool, () => (writes += 1));
  const readThisTurn = oncePerTurn(
    () =>
      pool
        .query<{ revision: number }>({ name: 'catalog_revision', text: 'select revision from catalog_revision where id = 1' })
        .then(({ rows }) => rows[0]?.revision),
    () => writes,
  );
  return revisionReader(readThisTurn);
}

/** Reads `direct`, or `fallback` when `direct` has no answer (SQLite within a transaction). */
function revisionReader(direct: () => unknown, fallback?: () => Promise<unknown>): CatalogRevision {
  return {
    async read() {
      const revision = (await direct()) ?? (await fallback?.());
      if (revision === undefined) throw new Error('catalog_revision has no row: run the migrations');
      return Number(revision);
    },
  };
}

/**
 * `read`, shared by the calls of one turn of the event loop while `version()` (what this process has
 * written) answers the same; read again on the next turn or after a write. On PostgreSQL the shared
 * value is the promise: the reads of a turn wait for one round trip.
 */
function oncePerTurn<T>(read: () => T, version: () => unknown): () => T {
  let thisTurn: { value: T; version: unknown } | null = null;
  return () => {
    const current = version();
    if (thisTurn && thisTurn.version === current) return thisTurn.value;
    const value = read();
    thisTurn = { value, version: current };
    setImmediate(() => (thisTurn = null));
    return value;
  };
}

/** A plain read: `select ...` (a `with` may hold a write, so it is not one). */
const PLAIN_SELECT = /^\s*select\b/i;

/** Calls `onStatement` when a statement that may write is sent on one of the pool's connections, and when it is answered. */
function onStatementsThatMayWrite(pool: pg.Pool, onStatement: () => void): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      if (typeof text === 'string' && PLAIN_SELECT.test(text)) return query(...args);
      onStatement();
      const result = query(...args);
      // Also once it is answered: a read between sending `commit` and its answer saw the old revision.
      if (result instanceof Promise) result.then(onStatement, onStatement);
      return result;
    }) as typeof client.query;
  });
}

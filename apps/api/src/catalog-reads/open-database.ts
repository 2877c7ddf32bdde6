import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from '../db/current-schema-postgres';
import { prepareParameterisedQueries } from '../db/postgres-prepared-statements';
import type { Database } from '../db/schema';
import { withStatementCache } from '../db/sqlite-statement-cache';
import { readOn, type AppDatabase } from './app-database';
import { postgresCatalogRevision, sqliteCatalogRevision } from './catalog-revision';
import { openQuickReads } from './quick-reads';
import { SqliteReadPool } from './read-pool/sqlite-read-pool';

export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schema to work in (sets `search_path`), e.g. an isolated schema per test file. */
  schema?: string;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

// PostgreSQL answers bigint (count, sum) as text; our numbers fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/**
 * Opens the database named by a URL: `sqlite:<absolute path>`, `sqlite::memory:` or `postgres://...`,
 * with its read machinery (app-database.ts). SQLite runs with WAL and foreign keys on. The same Kysely
 * code runs on both.
 */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): AppDatabase {
  if (isPostgresUrl(url)) return openPostgres(url, options);
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  throw new Error(`Unsupported DATABASE_URL "${url}": use sqlite:<path> or postgres://...`);
}

function openSqlite(file: string): AppDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  // Statistics for the planner, bounded to a quick sample: a table that grew since the last ANALYZE
  // (or never had one) is analysed now, so plans follow the data (SQLite's advice for opening).
  database.pragma('analysis_limit = 1000');
  database.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  // Long catalogue reads (search, deep pages) run on read-only worker connections (read-pool/).
  const readPool = file === ':memory:' ? undefined : new SqliteReadPool(file);
  return {
    db,
    quickDb: db,
    readPool,
    revision: sqliteCatalogRevision(db, database),
    read: readOn(db, readPool),
    close: async () => {
      await readPool?.close();
      await db.destroy();
    },
  };
}

function openPostgres(url: string, options: OpenDatabaseOptions): AppDatabase {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name "${options.schema}"`);
  }
  const settings = { connectionString: url, ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}) };
  const pool = prepareParameterisedQueries(new pg.Pool({ ...settings, max: options.poolSize ?? 10 }));
  const quick = openQuickReads(settings);
  for (const each of [pool, quick.pool]) {
    // A connection that breaks while idle (a server restart, a killed backend) is dropped by the pool and
    // the next query opens another; unheard, the pool's 'error' event would end the process.
    each.on('error', (error) => console.error(`PostgreSQL: an idle connection failed (${error.message})`));
  }
  // Ending `db` ends both pools: the quick Kysely is never destroyed by itself.
  const bothPools = {
    connect: () => pool.connect(),
    end: async () => {
      await Promise.all([pool.end(), quick.pool.end()]);
    },
  };
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool: bothPools }) });
  return {
    db,
    quickDb: quick.db,
    revision: postgresCatalogRevision(quick.pool, pool),
    read: readOn(db, undefined),
    close: () => db.destroy(),
  };
}

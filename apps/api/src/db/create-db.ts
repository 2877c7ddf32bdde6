import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { attachPostgresRevisionReader, attachSqliteRevisionReader } from '../cache/catalog-revision';
import { CurrentSchemaPostgresDialect } from './current-schema-postgres';
import { prepareParameterisedQueries } from './postgres-prepared-statements';
import { attachQuickReads } from './quick-reads';
import { attachReadPool } from './read-pool/read-query';
import { SqliteReadPool } from './read-pool/sqlite-read-pool';
import { withStatementCache } from './sqlite-statement-cache';
import type { Database } from './schema';

export interface CreateDbOptions {
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
 * Opens the database named by a URL: `sqlite:<absolute path>`, `sqlite::memory:` or `postgres://...`.
 * SQLite runs with WAL and foreign keys on. The same Kysely code runs on both.
 */
export function createDb(url: string, options: CreateDbOptions = {}): Kysely<Database> {
  if (isPostgresUrl(url)) return createPostgresDb(url, options);
  if (url.startsWith('sqlite:')) return createSqliteDb(url.slice('sqlite:'.length));
  throw new Error(`Unsupported DATABASE_URL "${url}": use sqlite:<path> or postgres://...`);
}

function createSqliteDb(file: string): Kysely<Database> {
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
  attachSqliteRevisionReader(db, database);
  // Long catalogue reads (search, deep pages) run on read-only worker connections (read-pool/).
  if (file !== ':memory:') attachReadPool(db, new SqliteReadPool(file));
  return db;
}

function createPostgresDb(url: string, options: CreateDbOptions): Kysely<Database> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name "${options.schema}"`);
  }
  const settings = options.schema ? { options: `-c search_path=${options.schema}` } : {};
  const pool = prepareParameterisedQueries(new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, ...settings }));
  // Tiny reads every page makes, so they never queue behind the app's queries (quick-reads.ts).
  const quickPool = new pg.Pool({ connectionString: url, max: 2, ...settings });
  for (const each of [pool, quickPool]) {
    // A connection that breaks while idle (a server restart, a killed backend) is dropped by the pool and
    // the next query opens another; unheard, the pool's 'error' event would end the process.
    each.on('error', (error) => console.error(`PostgreSQL: an idle connection failed (${error.message})`));
  }
  const bothPools = {
    connect: () => pool.connect(),
    end: async () => {
      await Promise.all([pool.end(), quickPool.end()]);
    },
  };
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool: bothPools }) });
  attachPostgresRevisionReader(db, quickPool, pool);
  // Ending `db` ends both pools: the quick Kysely is never destroyed by itself.
  const quickConnections = { connect: () => quickPool.connect(), end: async () => undefined };
  attachQuickReads(db, new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool: quickConnections }) }));
  return db;
}

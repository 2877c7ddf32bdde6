import { Kysely } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from '../db/current-schema-postgres';
import type { Database } from '../db/schema';

/** The quick reads' pool: a few connections, since every read on it is tiny. */
const QUICK_POOL_SIZE = 2;

export interface QuickReads {
  /** Its own pool: the catalogue revision reads on it too. */
  pool: pg.Pool;
  /** A Kysely on that pool. Never destroyed by itself: ending the app's database ends the pool. */
  db: Kysely<Database>;
}

/**
 * PostgreSQL: a second Kysely on a pool of its own for the few tiny reads every page makes (the store
 * settings; the catalogue revision uses the same pool). On the app's pool they would queue behind every
 * search and list query waiting for a connection (docs/decisions.md, "Search at 100,000 products").
 * SQLite has no pool to queue in: its quick reads go to the database itself.
 */
export function openQuickReads(settings: pg.PoolConfig): QuickReads {
  const pool = new pg.Pool({ ...settings, max: QUICK_POOL_SIZE });
  const connections = { connect: () => pool.connect(), end: async () => undefined };
  return { pool, db: new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool: connections }) }) };
}

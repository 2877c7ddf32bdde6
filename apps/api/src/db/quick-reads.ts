import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * PostgreSQL: a second Kysely on a pool of its own (two connections, create-db.ts) for the few tiny reads
 * every page makes (the store settings; the catalogue revision uses the same pool). On the app's pool they
 * would queue behind every search and list query waiting for a connection: with 16 searches running,
 * store_settings took 13 ms at the median instead of under 1 (docs/decisions.md, "Search at 100,000
 * products"). SQLite has no pool to queue in: it answers the database itself.
 */
const quickReaders = new WeakMap<object, Kysely<Database>>();

export function attachQuickReads(db: Kysely<Database>, quick: Kysely<Database>): void {
  quickReaders.set(db, quick);
}

/** Where a tiny read outside a transaction should go: the quick pool, or `db` itself (SQLite, a transaction). */
export function quickReadsOf(db: Kysely<Database>): Kysely<Database> {
  return quickReaders.get(db) ?? db;
}

import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Test-only: runs `work` on the browser-test run's own SQLite file (STOREFRONT_E2E_DB_DIR), for what the
 * API has no endpoint for (the spec has no admin role). Fails clearly when the file is not there: a reused
 * server keeps its own database.
 */
export function withRunDatabase<T>(work: (db: Database.Database) => T): T {
  const dir = process.env.STOREFRONT_E2E_DB_DIR;
  const file = dir ? join(dir, 'storefront.sqlite') : '';
  if (!file || !existsSync(file)) {
    throw new Error(`The run's database (${file || 'STOREFRONT_E2E_DB_DIR unset'}) is not there: a reused server keeps its own.`);
  }
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

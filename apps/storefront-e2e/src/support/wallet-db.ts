import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Test-only: credits a shopper's wallet in the run's SQLite file. The API has no endpoint that adds
 * wallet money (refunds are its only credits, the spec has no admin role), and a journey that pays
 * with the wallet needs a balance of its own, not the demo customer's shared one.
 */

function databaseFile(): string {
  const dir = process.env.STOREFRONT_E2E_DB_DIR;
  const file = dir ? join(dir, 'storefront.sqlite') : '';
  if (!file || !existsSync(file)) {
    throw new Error(`The run's database (${file || 'STOREFRONT_E2E_DB_DIR unset'}) is not there: a reused server keeps its own.`);
  }
  return file;
}

/** Adds `rupees` to the wallet of user `userId` (a credit transaction, as a refund would). */
export function creditWallet(userId: number, rupees: number): void {
  const db = new Database(databaseFile());
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      'INSERT INTO wallet_transactions (user_id, kind, amount, description, order_id, created_at) VALUES (?, ?, ?, ?, NULL, ?)',
    ).run(userId, 'credit', Math.round(rupees * 100), 'Test credit', new Date().toISOString());
  } finally {
    db.close();
  }
}

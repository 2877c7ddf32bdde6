import { withRunDatabase } from './run-database';

/*
 * Test-only: credits a shopper's wallet in the run's SQLite file. The API has no endpoint that adds
 * wallet money (refunds are its only credits, the spec has no admin role), and a journey that pays
 * with the wallet needs a balance of its own, not the demo customer's shared one.
 */

/** Adds `rupees` to the wallet of user `userId` (a credit transaction, as a refund would). */
export function creditWallet(userId: number, rupees: number): void {
  withRunDatabase((db) =>
    db
      .prepare('INSERT INTO wallet_transactions (user_id, kind, amount, description, order_id, created_at) VALUES (?, ?, ?, ?, NULL, ?)')
      .run(userId, 'credit', Math.round(rupees * 100), 'Test credit', new Date().toISOString()),
  );
}

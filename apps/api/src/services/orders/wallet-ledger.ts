import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { forUpdate } from '../carts/cart-lookup';
import { walletBalancePaise } from '../wallet/wallet';

/**
 * The wallet balance (paise) with the shopper's user row locked on PostgreSQL until the transaction
 * ends, so two orders cannot spend the same money. SQLite runs one write transaction at a time.
 */
export async function lockedWalletBalance(trx: Kysely<Database>, userId: number): Promise<number> {
  await forUpdate(trx, trx.selectFrom('users').select('id').where('id', '=', userId)).executeTakeFirst();
  return Math.max(0, await walletBalancePaise(trx, userId));
}

export async function recordWalletTransaction(
  trx: Kysely<Database>,
  entry: { userId: number; kind: 'credit' | 'debit'; amount: number; description: string; orderId: number | null },
  now: Date = new Date(),
): Promise<void> {
  if (entry.amount <= 0) return;
  await trx
    .insertInto('wallet_transactions')
    .values({
      user_id: entry.userId,
      kind: entry.kind,
      amount: entry.amount,
      description: entry.description,
      order_id: entry.orderId,
      created_at: nowIso(now),
    })
    .execute();
}

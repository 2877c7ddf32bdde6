import type { Kysely } from 'kysely';
import type { Wallet } from '@storefront/sdk';
import type { Database } from '../../db/schema';
import { toRupees } from '@storefront/domain';

/** Balance in paise: credits minus debits (the transactions are the only record of the balance). */
export async function walletBalancePaise(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => [
      eb.fn
        .sum<number | null>(eb.case().when('kind', '=', 'credit').then(eb.ref('amount')).else(eb.neg(eb.ref('amount'))).end())
        .as('balance'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** The wallet of a shopper: balance and every transaction, newest first. */
export async function loadWallet(db: Kysely<Database>, userId: number): Promise<Wallet> {
  const [balance, rows] = await Promise.all([
    walletBalancePaise(db, userId),
    db
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    balance: toRupees(Math.max(balance, 0)),
    transactions: rows.map((row) => ({
      id: row.id,
      kind: row.kind === 'debit' ? 'debit' : 'credit',
      amount: toRupees(row.amount),
      description: row.description,
      order_id: row.order_id,
      created_at: row.created_at,
    })),
  };
}

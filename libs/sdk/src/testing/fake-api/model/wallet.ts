import { money } from '../http';
import { nextId, now, type FakeState, type UserRecord } from '../state';

/** Moves wallet money: a credit (refund) or a debit (paying an order), with its transaction. */
export function moveWallet(
  state: FakeState,
  user: UserRecord,
  kind: 'credit' | 'debit',
  amount: number,
  description: string,
  orderId: number | null,
): void {
  if (amount <= 0) return;
  const signed = kind === 'credit' ? amount : -amount;
  user.user.wallet_balance = money(Math.max(0, user.user.wallet_balance + signed));
  state.walletTransactions.push({
    userId: user.user.id,
    transaction: {
      id: nextId(state, 'wallet'),
      kind,
      amount: money(amount),
      description,
      order_id: orderId,
      created_at: now(state).toISOString(),
    },
  });
}

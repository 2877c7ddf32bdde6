import { ok, type FakeResolvers } from '../http';

/** The wallet: balance and transactions, newest first. */
export const walletResolvers = {
  getWallet: (ctx) => {
    const user = ctx.requireUser();
    const transactions = ctx.state.walletTransactions
      .filter((t) => t.userId === user.user.id)
      .map((t) => t.transaction)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return ok({ balance: user.user.wallet_balance, transactions });
  },
} satisfies FakeResolvers;

import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { requireUser } from '../http/request-context';
import { loadWallet } from '../services/wallet/wallet';

/** The shopper's wallet: balance (the sum of its transactions) and the transactions. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getWallet', async ({ ctx }) => ok(await loadWallet(app.db, requireUser(ctx).id)));
}

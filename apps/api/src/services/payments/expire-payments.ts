import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import type { ProviderOutcome } from '../../payments/types';
import { completePayment, failPendingOrder, PAYMENT_TTL_MS } from './payment-lifecycle';

/**
 * Asks the payment's provider, without the shopper, whether money moved (`PaymentProvider.lookup`);
 * null when it cannot be asked. Provider errors count as "unknown".
 */
export type Reconcile = (payment: Row<'payments'>) => Promise<ProviderOutcome | null>;

const OPEN_STATUSES = ['created', 'pending'];

async function lookUp(payment: Row<'payments'>, reconcile: Reconcile | undefined): Promise<ProviderOutcome | null> {
  if (!reconcile || !payment.provider_order_id) return null;
  return reconcile(payment).catch(() => null);
}

/**
 * Before a new attempt replaces the shopper's unpaid ones: any the provider says were paid after all
 * (the shopper paid, then never came back) are completed instead of abandoned. Provider calls happen
 * outside any transaction (the sandbox provider is this same server and database).
 */
export async function settleOpenPayments(
  db: Kysely<Database>,
  userId: number,
  reconcile: Reconcile | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (!reconcile) return;
  const open = await db
    .selectFrom('payments as pay')
    .innerJoin('orders as o', 'o.id', 'pay.order_id')
    .selectAll('pay')
    .where('pay.user_id', '=', userId)
    .where('pay.status', 'in', OPEN_STATUSES)
    .where('o.status', '=', 'pending_payment')
    .execute();
  for (const payment of open) {
    const outcome = await lookUp(payment, reconcile);
    if (outcome?.status !== 'paid') continue;
    await db
      .transaction()
      .execute((trx) => completePayment(trx, payment.id, { providerPaymentId: outcome.providerPaymentId, raw: outcome.raw }, now));
  }
}

export interface ExpireOptions {
  now?: Date;
  ttlMs?: number;
  /** Orders handled per run (the rest wait for the next run). */
  limit?: number;
  reconcile?: Reconcile;
}

/**
 * Fails orders still waiting for their payment after PAYMENT_TTL_MS (the shopper closed the popup or
 * never came back from the provider), so their stock never stays reserved; a payment the provider says
 * was made is completed instead. Safe to run from any number of API processes at once: each order
 * changes in its own transaction, after a re-check. Answers how many orders it failed.
 */
export async function expireStalePayments(db: Kysely<Database>, options: ExpireOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.ttlMs ?? PAYMENT_TTL_MS)).toISOString();
  const stale = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .limit(options.limit ?? 100)
    .execute();
  let failed = 0;
  for (const { id } of stale) {
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', id)
      .where('status', 'in', OPEN_STATUSES)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const outcome = payment ? await lookUp(payment, options.reconcile) : null;
    await db.transaction().execute(async (trx) => {
      if (payment && outcome?.status === 'paid') {
        await completePayment(trx, payment.id, { providerPaymentId: outcome.providerPaymentId, raw: outcome.raw }, now);
      } else if (await failPendingOrder(trx, id, 'The payment was not completed in time', now)) {
        failed += 1;
      }
    });
  }
  return failed;
}

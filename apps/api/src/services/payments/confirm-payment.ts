import {
  LATE_PAYMENT_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  PAYMENT_PENDING_MESSAGE,
  PROVIDER_UNAVAILABLE_MESSAGE,
  providerRefusalMessage,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { AppError, NotFoundError, UnprocessableError } from '../../http/errors';
import {
  type PaymentProvider,
  type ProviderCode,
  type ProviderConfirmInput,
  type ProviderOutcome,
  ProviderError,
} from '../../payments/types';
import { completePayment, failPayment, markPending } from './payment-lifecycle';

/** One of the shopper's payments of a provider, by a column; 404 when unknown or another shopper's. */
export async function findShopperPayment(
  db: Kysely<Database>,
  user: Row<'users'>,
  provider: ProviderCode,
  by: { transactionId: string } | { providerOrderId: string } | 'latest',
): Promise<Row<'payments'>> {
  let query = db.selectFrom('payments').selectAll().where('user_id', '=', user.id).where('provider', '=', provider);
  if (by === 'latest') query = query.orderBy('id', 'desc').limit(1);
  else if ('transactionId' in by) query = query.where('transaction_id', '=', by.transactionId);
  else query = query.where('provider_order_id', '=', by.providerOrderId);
  const payment = await query.executeTakeFirst();
  if (!payment) throw new NotFoundError(PAYMENT_NOT_FOUND_MESSAGE);
  return payment;
}

async function orderOf(db: Kysely<Database>, payment: Row<'payments'>): Promise<Row<'orders'>> {
  const order =
    payment.order_id === null
      ? undefined
      : await db.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirst();
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/**
 * Completes one of the shopper's payments with the provider's word (a signature check, a status call, an
 * execute): paid -> the placed order; failed -> 422 and the order payment_failed; pending -> 422 and
 * nothing changes. A payment already settled answers the same way again without asking the provider
 * (a paid one answers its order: verify and execute are idempotent).
 */
export async function confirmPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  payment: Row<'payments'>,
  evidence: Pick<ProviderConfirmInput, 'paymentId' | 'signature' | 'payerId'>,
  now: Date = new Date(),
): Promise<Row<'orders'>> {
  if (payment.status === 'paid') return orderOf(db, payment);
  if (payment.status === 'failed') throw new UnprocessableError(PAYMENT_FAILED_MESSAGE);
  if (!payment.provider_order_id) throw new UnprocessableError(PAYMENT_FAILED_MESSAGE);

  let outcome: ProviderOutcome;
  try {
    outcome = await provider.confirm({
      transactionId: payment.transaction_id,
      providerOrderId: payment.provider_order_id,
      amount: payment.amount,
      ...evidence,
    });
  } catch (error) {
    // The provider could not answer: nothing is decided, the shopper may check again.
    if (error instanceof ProviderError) throw new AppError(502, PROVIDER_UNAVAILABLE_MESSAGE);
    throw error;
  }

  if (outcome.status === 'paid') {
    const settled = await db
      .transaction()
      .execute((trx) => completePayment(trx, payment.id, { providerPaymentId: outcome.providerPaymentId, raw: outcome.raw }, now));
    if (settled.kind === 'late') throw new UnprocessableError(LATE_PAYMENT_MESSAGE);
    return settled.order;
  }
  if (outcome.status === 'pending') {
    await db.transaction().execute((trx) => markPending(trx, payment.id, outcome.raw, now));
    throw new UnprocessableError(PAYMENT_PENDING_MESSAGE);
  }
  await db.transaction().execute((trx) => failPayment(trx, payment.id, { reason: outcome.reason, raw: outcome.raw }, now));
  throw new UnprocessableError(providerRefusalMessage(outcome.reason));
}

import { paymentProgress, walletUnpaidRefundText } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { nowIso } from '../../db/values';
import { findUserCart, forUpdate } from '../carts/cart-lookup';
import { releaseCouponUse } from '../coupons/coupon-usage';
import { addOrderHistory } from '../orders/order-history';
import { releaseOrderStock } from '../orders/stock';
import { recordWalletTransaction } from '../orders/wallet-ledger';

/**
 * What happens to an order that waits for an online payment (docs/decisions.md, "Payments"):
 *
 * - start: the cart becomes a `pending_payment` order (stock taken, wallet debited) and is copied into
 *   a fresh active cart, so the shopper's cart looks unchanged while paying;
 * - paid: the order becomes `placed` (`paid` or `partially_paid`) and its lines leave the active cart;
 * - failed, abandoned (a newer start) or expired (PAYMENT_TTL_MS): `payment_failed`, stock put back,
 *   wallet money credited back, the coupon's use given back; the active cart still holds the items (and
 *   the coupon) for another try.
 *
 * Every transition re-reads the rows locked (PostgreSQL) inside the caller's transaction and checks the
 * status it expects, so repeats and races between API processes are no-ops.
 */

/** A payment not completed within this time fails, and its stock goes back. */
export const PAYMENT_TTL_MS = 30 * 60 * 1000;

/** payments.status */
export type PaymentRowStatus = 'created' | 'pending' | 'paid' | 'failed';
const OPEN_STATUSES: readonly PaymentRowStatus[] = ['created', 'pending'];

function rawWith(payment: Row<'payments'>, entry: Record<string, unknown>): string {
  let current: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(payment.raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) current = parsed as Record<string, unknown>;
  } catch {
    // a broken audit column is replaced
  }
  return JSON.stringify({ ...current, ...entry });
}

async function lockedPayment(trx: Kysely<Database>, paymentId: number): Promise<Row<'payments'>> {
  return forUpdate(trx, trx.selectFrom('payments').selectAll().where('id', '=', paymentId)).executeTakeFirstOrThrow();
}

async function lockedOrder(trx: Kysely<Database>, orderId: number | null): Promise<Row<'orders'> | undefined> {
  if (orderId === null) return undefined;
  return forUpdate(trx, trx.selectFrom('orders').selectAll().where('id', '=', orderId)).executeTakeFirst();
}

/**
 * Copies an ordered cart (lines, coupon, address, advance choice) into a new active cart of the same
 * shopper, inside the caller's transaction. Answers the new cart.
 */
export async function copyCartForShopper(trx: Kysely<Database>, cart: Row<'carts'>, now: Date): Promise<Row<'carts'>> {
  const at = nowIso(now);
  const copy = await trx
    .insertInto('carts')
    .values({
      token_hash: null,
      user_id: cart.user_id,
      coupon_id: cart.coupon_id,
      make_advance_payment: cart.make_advance_payment,
      cod_payment: 0,
      address_id: cart.address_id,
      ordered_order_id: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const items = await trx.selectFrom('cart_items').selectAll().where('cart_id', '=', cart.id).orderBy('id').execute();
  if (items.length > 0) {
    await trx
      .insertInto('cart_items')
      .values(
        items.map((item) => ({
          cart_id: copy.id,
          item_type: item.item_type,
          item_id: item.item_id,
          product_id: item.product_id,
          variant_id: item.variant_id,
          quantity: item.quantity,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
  return copy;
}

/** After a payment: the order's lines leave the shopper's active cart (the copy made at start). */
async function removeOrderedLines(trx: Kysely<Database>, order: Row<'orders'>, at: string): Promise<void> {
  const cart = await findUserCart(trx, order.user_id, { lock: true });
  if (!cart) return;
  const lines = await trx.selectFrom('order_items').select(['item_type', 'product_id', 'variant_id']).where('order_id', '=', order.id).execute();
  const ordered = new Set(lines.map((line) => `${line.item_type}:${line.variant_id ?? line.product_id}`));
  const items = await trx.selectFrom('cart_items').select(['id', 'item_type', 'item_id']).where('cart_id', '=', cart.id).execute();
  const gone = items.filter((item) => ordered.has(`${item.item_type}:${item.item_id}`)).map((item) => item.id);
  if (gone.length > 0) await trx.deleteFrom('cart_items').where('id', 'in', gone).execute();
  if (gone.length === items.length) {
    await trx
      .updateTable('carts')
      .set({ coupon_id: null, make_advance_payment: 0, cod_payment: 0, updated_at: at })
      .where('id', '=', cart.id)
      .execute();
  }
}

/**
 * A `pending_payment` order whose payment did not happen: `payment_failed`, stock back, wallet money
 * used credited back, the coupon's use given back, its open payments failed. Anything else is left
 * alone (answers false). The status moves first, in one conditional update: of any number of callers
 * racing to fail the same attempt (a decline, a newer start, the expiry job) exactly one gets the row
 * and releases what it held; the others answer false without touching stock or wallet.
 */
export async function failPendingOrder(trx: Kysely<Database>, orderId: number, reason: string, now: Date): Promise<boolean> {
  const at = nowIso(now);
  const order = await trx
    .updateTable('orders')
    .set({ status: 'payment_failed', payment_status: 'failed', amount_paid: 0, amount_due: 0, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending_payment')
    .returningAll()
    .executeTakeFirst();
  if (!order) return false;
  // Wallet, then coupon, then stock: the lock order of placing an order (coupon-usage.ts), so no deadlock.
  await recordWalletTransaction(
    trx,
    {
      userId: order.user_id,
      kind: 'credit',
      amount: order.wallet_amount_used,
      description: walletUnpaidRefundText(order.invoice_number),
      orderId: order.id,
    },
    now,
  );
  await releaseCouponUse(trx, order.id);
  await releaseOrderStock(trx, order.id);
  await addOrderHistory(trx, order.id, 'payment_failed', reason, at);
  const open = await trx.selectFrom('payments').select(['id']).where('order_id', '=', order.id).where('status', 'in', [...OPEN_STATUSES]).execute();
  for (const { id } of open) {
    const payment = await lockedPayment(trx, id);
    await trx
      .updateTable('payments')
      .set({ status: 'failed', raw: rawWith(payment, { failure: reason }), updated_at: at })
      .where('id', '=', id)
      .execute();
  }
  return true;
}

/** Every order of the shopper still waiting for a payment fails: a new attempt replaces them. */
export async function abandonPendingOrders(trx: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const pending = await trx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending_payment')
    .execute();
  for (const { id } of pending) await failPendingOrder(trx, id, 'Replaced by a new payment attempt', now);
}

export type Settlement =
  | { kind: 'placed'; order: Row<'orders'> }
  /** The provider took the money for an attempt that had already been abandoned: flagged for refund. */
  | { kind: 'late'; order: Row<'orders'> };

/**
 * The provider confirmed the payment: the payment is paid, the order placed (paid or partially_paid)
 * and its lines leave the active cart. Repeats answer the same order.
 */
export async function completePayment(
  trx: Kysely<Database>,
  paymentId: number,
  evidence: { providerPaymentId: string; raw: unknown },
  now: Date,
): Promise<Settlement> {
  const payment = await lockedPayment(trx, paymentId);
  const order = await lockedOrder(trx, payment.order_id);
  if (!order) throw new Error(`Payment ${payment.transaction_id} has no order`);
  if (payment.status === 'paid') return { kind: 'placed', order };
  const at = nowIso(now);
  const late = payment.status === 'failed' || order.status !== 'pending_payment';
  await trx
    .updateTable('payments')
    .set({
      status: 'paid',
      provider_payment_id: evidence.providerPaymentId,
      raw: rawWith(payment, { confirmed: evidence.raw, ...(late ? { refund_due: true } : {}) }),
      updated_at: at,
    })
    .where('id', '=', payment.id)
    .execute();
  if (late) return { kind: 'late', order };

  const amountPaid = order.amount_paid + payment.amount;
  const { paymentStatus, amountDue } = paymentProgress(order.total, amountPaid);
  await trx
    .updateTable('orders')
    .set({
      status: 'placed',
      payment_status: paymentStatus,
      amount_paid: amountPaid,
      amount_due: amountDue,
      updated_at: at,
    })
    .where('id', '=', order.id)
    .execute();
  await addOrderHistory(trx, order.id, 'placed', null, at);
  await removeOrderedLines(trx, order, at);
  return { kind: 'placed', order: await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow() };
}

/** The provider says the payment failed (or its evidence is forged): payment failed, order payment_failed. */
export async function failPayment(
  trx: Kysely<Database>,
  paymentId: number,
  failure: { reason: string; raw: unknown },
  now: Date,
): Promise<void> {
  const payment = await lockedPayment(trx, paymentId);
  if (payment.status === 'paid' || payment.status === 'failed') return;
  await trx
    .updateTable('payments')
    .set({ status: 'failed', raw: rawWith(payment, { failure: failure.reason, answer: failure.raw }), updated_at: nowIso(now) })
    .where('id', '=', payment.id)
    .execute();
  if (payment.order_id !== null) await failPendingOrder(trx, payment.order_id, failure.reason, now);
}

/** The provider has not decided yet (PhonePe PAYMENT_PENDING): keep waiting. */
export async function markPending(trx: Kysely<Database>, paymentId: number, raw: unknown, now: Date): Promise<void> {
  const payment = await lockedPayment(trx, paymentId);
  if (payment.status !== 'created' && payment.status !== 'pending') return;
  await trx
    .updateTable('payments')
    .set({ status: 'pending', raw: rawWith(payment, { last_status: raw }), updated_at: nowIso(now) })
    .where('id', '=', payment.id)
    .execute();
}

/** Records what the provider answered when the payment was created. */
export async function recordProviderStart(
  db: Kysely<Database>,
  paymentId: number,
  start: { providerOrderId: string; raw: unknown },
  now: Date,
): Promise<Row<'payments'>> {
  return db.transaction().execute(async (trx) => {
    const payment = await lockedPayment(trx, paymentId);
    await trx
      .updateTable('payments')
      .set({ provider_order_id: start.providerOrderId, raw: rawWith(payment, { started: start.raw }), updated_at: nowIso(now) })
      .where('id', '=', paymentId)
      .execute();
    return { ...payment, provider_order_id: start.providerOrderId };
  });
}

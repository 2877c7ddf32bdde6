import {
  ADDRESS_NOT_FOUND_MESSAGE,
  cancelRefusal,
  COD_UNAVAILABLE_MESSAGE,
  EMPTY_CART_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  pageOffset,
  RETURN_ALREADY_REQUESTED_MESSAGE,
  RETURN_OPTION_NOT_FOUND_MESSAGE,
  RETURN_SUBMITTED_MESSAGE,
  returnRefusal,
  walletCancelRefundText,
  WALLET_PAYMENT_UNAVAILABLE_MESSAGE,
  DEFAULT_LOCALE,
  type Locale,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { nowIso } from '../../db/values';
import { ConflictError, NotFoundError, UnprocessableError } from '../../http/errors';
import type { Order, OrderSummary, ReturnResult } from '@storefront/sdk';
import { findUserCart, forUpdate } from '../carts/cart-lookup';
import { releaseCouponUse } from '../coupons/coupon-usage';
import { createOrderFromCart } from './create-order-from-cart';
import { addOrderHistory } from './order-history';
import { presentOrder, presentOrderSummaries } from './present-order';
import { releaseOrderStock } from './stock';
import { recordWalletTransaction } from './wallet-ledger';

/**
 * A second submit shortly after the first (the shopper's cart has become an order and nothing new was
 * put in a cart since) answers the order already made instead of "Your cart is empty".
 */
export const DOUBLE_SUBMIT_WINDOW_MS = 10 * 60 * 1000;

export interface PlaceOrderInput {
  address_id: number;
  payment_method: 'cod' | 'wallet';
  use_wallet_balance?: boolean;
  note?: string;
}

export interface PlacedOrder {
  order: Order;
  /** false for a double submit (answer 200 instead of 201). */
  created: boolean;
}

/** The shopper's order, or 404 (another shopper's order is reported as unknown). */
export async function ownOrder(db: Kysely<Database>, userId: number, orderId: number, lock = false): Promise<Row<'orders'>> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId);
  if (lock) query = forUpdate(db, query);
  const order = await query.executeTakeFirst();
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/** The order made from the shopper's latest cart within the double-submit window, if any. */
async function recentOrderOfLastCart(
  trx: Kysely<Database>,
  userId: number,
  paymentMethod: string,
  now: Date,
): Promise<Row<'orders'> | undefined> {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!order || order.payment_method !== paymentMethod) return undefined;
  if (order.status === 'cancelled' || order.status === 'payment_failed') return undefined;
  if (now.getTime() - Date.parse(order.created_at) > DOUBLE_SUBMIT_WINDOW_MS) return undefined;
  return order;
}

/**
 * `POST /orders` (cod or wallet): in one transaction checks the address is the shopper's, records it on
 * the cart, and turns the cart into an order (see `createOrderFromCart`). A double submit answers the
 * same order (`created: false`). 422 when the payment method is not offered by the store.
 */
export async function placeOrder(
  db: Kysely<Database>,
  user: Row<'users'>,
  input: PlaceOrderInput,
  now: Date = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<PlacedOrder> {
  const result = await db.transaction().execute(async (trx) => {
    // cod needs the store to offer it; wallet (the shopper's own balance) is off only when a disabled
    // `wallet` payment option says so.
    const option = await trx
      .selectFrom('payment_options')
      .select('enabled')
      .where('code', '=', input.payment_method)
      .executeTakeFirst();
    const offered = input.payment_method === 'cod' ? option?.enabled === 1 : option?.enabled !== 0;
    if (!offered) {
      throw new UnprocessableError(
        input.payment_method === 'cod' ? COD_UNAVAILABLE_MESSAGE : WALLET_PAYMENT_UNAVAILABLE_MESSAGE,
      );
    }
    const address = await trx
      .selectFrom('addresses')
      .select('id')
      .where('id', '=', input.address_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);

    const cart = await findUserCart(trx, user.id, { lock: true });
    const hasItems =
      cart !== null &&
      (await trx.selectFrom('cart_items').select('id').where('cart_id', '=', cart.id).executeTakeFirst()) !== undefined;
    if (!cart || !hasItems) {
      const previous = await recentOrderOfLastCart(trx, user.id, input.payment_method, now);
      if (previous) return { order: previous, created: false };
      throw new UnprocessableError(EMPTY_CART_MESSAGE);
    }
    await trx.updateTable('carts').set({ address_id: address.id, updated_at: nowIso(now) }).where('id', '=', cart.id).execute();
    const created = await createOrderFromCart(trx, {
      cart: { ...cart, address_id: address.id },
      user,
      paymentMethod: input.payment_method,
      useWalletBalance: input.use_wallet_balance ?? false,
      note: input.note ?? null,
      status: 'placed',
      advancePaid: false,
      locale,
      now,
    });
    return { order: created.order, created: created.created };
  });
  return { order: await presentOrder(db, result.order, now, locale), created: result.created };
}

export interface Page {
  page: number;
  perPage: number;
}

/**
 * My Orders: newest first, without online attempts that were never paid (still waiting, or failed:
 * declined, cancelled at the provider, abandoned, expired): they are not orders the shopper placed. Their
 * rows stay for the merchant and `GET /orders/{id}` still answers them. A failed attempt whose payment the
 * provider confirmed afterwards stays listed: the shopper paid for it and is owed the refund.
 */
export async function listMyOrders(
  db: Kysely<Database>,
  userId: number,
  { page, perPage }: Page,
): Promise<{ orders: OrderSummary[]; totalCount: number }> {
  const base = db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('status', '!=', 'pending_payment')
    .where((eb) =>
      eb.or([
        eb('status', '!=', 'payment_failed'),
        eb.exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.order_id', '=', 'orders.id')
            .where('payments.status', '=', 'paid'),
        ),
      ]),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset(pageOffset(page, perPage))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { orders: await presentOrderSummaries(db, rows), totalCount: Number(count.count) };
}

/** `GET /orders/{id}`, its WhatsApp text in `locale` (the page's). */
export async function getOrder(db: Kysely<Database>, userId: number, orderId: number, locale?: Locale): Promise<Order> {
  return presentOrder(db, await ownOrder(db, userId, orderId), new Date(), locale);
}

/**
 * `PUT /orders/{id}` with status cancelled: from placed, confirmed or packed only (422 otherwise). In one
 * transaction: the status and its history, stock put back, wallet money used credited back, the coupon's
 * use given back, and an order paid online marked refunded (to its source).
 */
export async function cancelOrder(
  db: Kysely<Database>,
  userId: number,
  orderId: number,
  reason: string | undefined,
  now: Date = new Date(),
): Promise<Order> {
  const order = await db.transaction().execute(async (trx) => {
    const current = await ownOrder(trx, userId, orderId, true);
    const refusal = cancelRefusal(current.status);
    if (refusal) throw new UnprocessableError(refusal);
    const at = nowIso(now);
    // Wallet, then coupon, then stock: the lock order of placing an order (coupon-usage.ts), so no deadlock.
    await recordWalletTransaction(
      trx,
      {
        userId,
        kind: 'credit',
        amount: current.wallet_amount_used,
        description: walletCancelRefundText(current.invoice_number),
        orderId: current.id,
      },
      now,
    );
    await releaseCouponUse(trx, current.id);
    await releaseOrderStock(trx, current.id);
    // Whatever was paid (wallet or online) goes back; nothing paid leaves the payment status as it was.
    const refunded = current.amount_paid > 0;
    await trx
      .updateTable('orders')
      .set({
        status: 'cancelled',
        cancel_reason: reason?.trim() ? reason.trim() : null,
        payment_status: refunded ? 'refunded' : current.payment_status,
        amount_due: 0,
        updated_at: at,
      })
      .where('id', '=', current.id)
      .execute();
    await addOrderHistory(trx, current.id, 'cancelled', reason?.trim() || null, at);
    return trx.selectFrom('orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
  });
  return presentOrder(db, order, now);
}

export interface ReturnInput {
  return_option_id: number;
  comment?: string;
}

/**
 * `POST /orders/{id}/return`: one return request per order (409 on a second), only from delivered and
 * within 7 days of delivery (422), with a known return option (404). Moves the order to
 * return_requested in the same transaction.
 */
export async function returnOrder(
  db: Kysely<Database>,
  userId: number,
  orderId: number,
  input: ReturnInput,
  now: Date = new Date(),
): Promise<ReturnResult> {
  const { order, request, optionTitle } = await db.transaction().execute(async (trx) => {
    const current = await ownOrder(trx, userId, orderId, true);
    const option = await trx
      .selectFrom('return_options')
      .select(['id', 'title'])
      .where('id', '=', input.return_option_id)
      .executeTakeFirst();
    if (!option) throw new NotFoundError(RETURN_OPTION_NOT_FOUND_MESSAGE);
    const existing = await trx.selectFrom('return_requests').select('id').where('order_id', '=', current.id).executeTakeFirst();
    if (existing) throw new ConflictError(RETURN_ALREADY_REQUESTED_MESSAGE);
    const refusal = returnRefusal({ status: current.status, deliveredAt: current.delivered_at }, now);
    if (refusal) throw new UnprocessableError(refusal);
    const at = nowIso(now);
    const created = await trx
      .insertInto('return_requests')
      .values({
        order_id: current.id,
        user_id: userId,
        return_option_id: option.id,
        comment: input.comment?.trim() ? input.comment.trim() : null,
        status: 'requested',
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('orders').set({ status: 'return_requested', updated_at: at }).where('id', '=', current.id).execute();
    await addOrderHistory(trx, current.id, 'return_requested', null, at);
    const updated = await trx.selectFrom('orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
    return { order: updated, request: created, optionTitle: option.title };
  });
  return {
    message: RETURN_SUBMITTED_MESSAGE,
    return_request: {
      id: request.id,
      order_id: request.order_id,
      return_option_id: request.return_option_id,
      return_option_title: optionTitle,
      comment: request.comment,
      status: 'requested',
      created_at: request.created_at,
    },
    order: await presentOrder(db, order, now),
  };
}

import {
  normalizeOrderId,
  ORDER_TRACKING_NOT_FOUND_MESSAGE,
  parseTrackingContact,
  TOO_MANY_TRACKING_ATTEMPTS_MESSAGE,
  TRACKING_CLIENT_LIMIT,
  TRACKING_ORDER_LIMIT,
  TRACKING_WINDOW_MS,
  trackedOrderView,
  type TrackedOrderView,
} from '@storefront/domain';
import type { DeliveryPromise } from '@storefront/sdk';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { NotFoundError, TooManyRequestsError } from '../../http/errors';
import { release, reserveSlot } from '../../security/rate-limiter';
import { deliveryPromiseOf } from './present-order';

export interface TrackOrderInput {
  order_id: string;
  contact: string;
}

/** What Track order shows (the domain's view). */
export type TrackedOrder = TrackedOrderView<DeliveryPromise>;

const clientKey = (clientAddress: string) => `order-track-client:${clientAddress}`;
const orderKey = (orderId: string) => `order-track-order:${orderId}`;

function matchesContact(order: Row<'orders'>, rawContact: string): boolean {
  const contact = parseTrackingContact(rawContact);
  if (!contact) return false;
  if ('email' in contact) return order.contact_email !== null && order.contact_email === contact.email;
  return order.delivery_phone !== null && order.delivery_phone === contact.phone;
}

async function presentTracked(db: Kysely<Database>, order: Row<'orders'>): Promise<TrackedOrder> {
  const history = await db
    .selectFrom('order_status_history')
    .select(['status', 'created_at'])
    .where('order_id', '=', order.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return trackedOrderView({
    invoiceNumber: order.invoice_number,
    status: order.status,
    placedAt: order.created_at,
    history: history.map((entry) => ({ status: entry.status, at: entry.created_at })),
    deliveryPromise: deliveryPromiseOf(order),
  });
}

/**
 * `POST /orders/track`: the order with this order ID whose e-mail or delivery phone is `contact`.
 * An unknown ID and a contact that does not match get the same 404, so the answer never says whether
 * an order exists. Each look-up first reserves a slot, atomically, under the client's key and the order
 * ID's key (as login does); a found order gives both back, so only failures count. Over the limit: 429.
 */
export async function trackOrder(db: Kysely<Database>, input: TrackOrderInput, clientAddress: string): Promise<TrackedOrder> {
  const orderId = normalizeOrderId(input.order_id);
  const client = await reserveSlot(db, clientKey(clientAddress), TRACKING_CLIENT_LIMIT, TRACKING_WINDOW_MS);
  if (!client.allowed) throw new TooManyRequestsError(TOO_MANY_TRACKING_ATTEMPTS_MESSAGE);
  const perOrder = await reserveSlot(db, orderKey(orderId), TRACKING_ORDER_LIMIT, TRACKING_WINDOW_MS);
  if (!perOrder.allowed) {
    await release(db, client.eventId);
    throw new TooManyRequestsError(TOO_MANY_TRACKING_ATTEMPTS_MESSAGE);
  }
  const order = await db.selectFrom('orders').selectAll().where('invoice_number', '=', orderId).executeTakeFirst();
  if (!order || !matchesContact(order, input.contact)) throw new NotFoundError(ORDER_TRACKING_NOT_FOUND_MESSAGE);
  await release(db, client.eventId);
  await release(db, perOrder.eventId);
  return presentTracked(db, order);
}

import {
  ORDER_TRACKING_NOT_FOUND_MESSAGE,
  orderStatusLabel,
  orderTimeline,
  parseTrackingContact,
  TOO_MANY_TRACKING_ATTEMPTS_MESSAGE,
} from '@storefront/domain';
import type { TrackOrderInput } from '../../../generated/models';
import { notFound, ok, tooManyRequests, type FakeResolvers } from '../http';
import type { FakeState, OrderRecord } from '../state';

/** Failed look-ups per order ID before 429, as the API counts them (its per-client count is not modelled). */
const TRACKING_ORDER_LIMIT = 10;

/** Failures per order ID, per fake (kept beside the state so every fake starts afresh). */
const failures = new WeakMap<FakeState, Map<string, number>>();

function matches(state: FakeState, record: OrderRecord, raw: string): boolean {
  const contact = parseTrackingContact(raw);
  if (!contact) return false;
  if ('phone' in contact) return record.order.address.phone === contact.phone;
  const email = state.users.find((u) => u.user.id === record.userId)?.user.email;
  return !!email && email.toLowerCase() === contact.email;
}

/** `POST /orders/track`: the same 404 for an unknown ID and a wrong contact; 429 after 10 misses per ID. */
export const orderTrackingResolvers = {
  trackOrder: (ctx) => {
    const { state } = ctx;
    const input = ctx.body as TrackOrderInput;
    const orderId = input.order_id.replace(/\s+/g, '').toUpperCase();
    const counts = failures.get(state) ?? new Map<string, number>();
    failures.set(state, counts);
    if ((counts.get(orderId) ?? 0) >= TRACKING_ORDER_LIMIT) throw tooManyRequests(TOO_MANY_TRACKING_ATTEMPTS_MESSAGE);
    const record = state.orders.find((o) => o.order.invoice_number === orderId);
    if (!record || !matches(state, record, input.contact)) {
      counts.set(orderId, (counts.get(orderId) ?? 0) + 1);
      throw notFound(ORDER_TRACKING_NOT_FOUND_MESSAGE);
    }
    const { order } = record;
    return ok({
      order_id: order.invoice_number,
      status: order.status,
      status_label: orderStatusLabel(order.status),
      placed_at: order.created_at,
      timeline: orderTimeline(order.status_history, order.status),
      delivery_promise: order.delivery_promise,
    });
  },
} satisfies FakeResolvers;

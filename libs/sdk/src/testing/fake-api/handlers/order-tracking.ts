import {
  fitsWindow,
  normalizeOrderId,
  ORDER_TRACKING_NOT_FOUND_MESSAGE,
  parseTrackingContact,
  TOO_MANY_TRACKING_ATTEMPTS_MESSAGE,
  TRACKING_ORDER_LIMIT,
  TRACKING_WINDOW_MS,
  trackedOrderView,
} from '@storefront/domain';
import type { TrackOrderInput } from '../../../generated/models';
import { notFound, ok, tooManyRequests, type FakeResolvers } from '../http';
import { now, type FakeState, type OrderRecord } from '../state';

/** Failed look-ups per order ID (timestamps), per fake; the API's per-client count is not modelled. */
const failures = new WeakMap<FakeState, Map<string, number[]>>();

function matches(state: FakeState, record: OrderRecord, raw: string): boolean {
  const contact = parseTrackingContact(raw);
  if (!contact) return false;
  if ('phone' in contact) return record.order.address.phone === contact.phone;
  const email = state.users.find((u) => u.user.id === record.userId)?.user.email;
  return !!email && email.toLowerCase() === contact.email;
}

/** `POST /orders/track`: the same 404 for an unknown ID and a wrong contact; 429 past the domain's limit per ID. */
export const orderTrackingResolvers = {
  trackOrder: (ctx) => {
    const { state } = ctx;
    const input = ctx.body as TrackOrderInput;
    const orderId = normalizeOrderId(input.order_id);
    const at = now(state).getTime();
    const counts = failures.get(state) ?? new Map<string, number[]>();
    failures.set(state, counts);
    const missed = counts.get(orderId) ?? [];
    if (!fitsWindow(missed, TRACKING_ORDER_LIMIT, TRACKING_WINDOW_MS, at)) throw tooManyRequests(TOO_MANY_TRACKING_ATTEMPTS_MESSAGE);
    const record = state.orders.find((o) => o.order.invoice_number === orderId);
    if (!record || !matches(state, record, input.contact)) {
      counts.set(orderId, [...missed, at]);
      throw notFound(ORDER_TRACKING_NOT_FOUND_MESSAGE);
    }
    const { order } = record;
    return ok(
      trackedOrderView({
        invoiceNumber: order.invoice_number,
        status: order.status,
        placedAt: order.created_at,
        history: order.status_history,
        deliveryPromise: order.delivery_promise,
      }),
    );
  },
} satisfies FakeResolvers;

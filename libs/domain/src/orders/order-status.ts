/**
 * Order statuses and what the shopper may do with them (docs/decisions.md, "Orders"). The API applies the
 * same rules; the storefront uses these to hide buttons the API would refuse.
 */
export type OrderStatusCode =
  | 'pending_payment'
  | 'payment_failed'
  | 'placed'
  | 'confirmed'
  | 'packed'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'return_requested'
  | 'returned'
  | 'return_rejected';

/** The shopper may cancel until the order ships. */
export const CANCELLABLE_STATUSES: readonly OrderStatusCode[] = ['placed', 'confirmed', 'packed'];

/** A delivered order may be returned for this many days after delivery. */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The forward path of a delivered order, in order: the timeline's steps. */
export const DELIVERY_STEPS: readonly OrderStatusCode[] = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
];

export const ORDER_STATUS_LABELS: Record<OrderStatusCode, string> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  returned: 'Returned',
  return_rejected: 'Return rejected',
};

/** A readable label for a status; an unknown status shows as sent. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatusCode] ?? status;
}

/** True while the order may still be cancelled by the shopper (placed, confirmed or packed). */
export function canCancelOrder(status: string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * True when a return may be asked for: delivered, no return asked yet, and at most 7 days since delivery.
 * `deliveredAt` is the `delivered` entry of the status history.
 */
export function canReturnOrder(
  order: { status: string; deliveredAt: string | null; hasReturnRequest?: boolean },
  now: Date = new Date(),
): boolean {
  if (order.status !== 'delivered' || order.hasReturnRequest || !order.deliveredAt) return false;
  const delivered = Date.parse(order.deliveredAt);
  return Number.isFinite(delivered) && now.getTime() - delivered <= RETURN_WINDOW_DAYS * DAY_MS;
}

export interface TimelineStep {
  status: OrderStatusCode | string;
  label: string;
  /** When the order reached it; null for a step still ahead. */
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The status history as timeline steps: every status reached (oldest first), then, while the order is
 * still on its way, the delivery steps still ahead. A cancelled or returned order shows only what happened.
 */
export function orderTimeline(history: readonly { status: string; at: string }[], current: string): TimelineStep[] {
  const reached: TimelineStep[] = history.map((entry, index) => ({
    status: entry.status,
    label: orderStatusLabel(entry.status),
    at: entry.at,
    state: index === history.length - 1 ? 'current' : 'done',
  }));
  const position = DELIVERY_STEPS.indexOf(current as OrderStatusCode);
  if (position < 0 || current === 'delivered') return reached;
  const ahead = DELIVERY_STEPS.slice(position + 1).map<TimelineStep>((status) => ({
    status,
    label: orderStatusLabel(status),
    at: null,
    state: 'upcoming',
  }));
  return [...reached, ...ahead];
}

/** When the order was delivered (its latest `delivered` history entry), or null. */
export function deliveredAt(history: readonly { status: string; at: string }[]): string | null {
  for (let i = history.length - 1; i >= 0; i -= 1) if (history[i].status === 'delivered') return history[i].at;
  return null;
}

/** Order statuses and the shopper's rights over them (docs/decisions.md, "Orders"). */

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

export type PaymentStatusCode = 'pending' | 'paid' | 'partially_paid' | 'failed' | 'refunded';

export type PaymentMethod = 'cod' | 'wallet' | 'razorpay' | 'phonepe' | 'paypal';

export const ONLINE_METHODS: readonly PaymentMethod[] = ['razorpay', 'phonepe', 'paypal'];

/** The shopper may cancel until the order ships. */
export const CANCELLABLE_STATUSES: readonly string[] = ['placed', 'confirmed', 'packed'];

/** A delivered order may be returned for this long after delivery. */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function canCancel(status: string): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

/** Delivered, within 7 days of delivery, and no return asked for yet. */
export function canReturn(
  order: { status: string; delivered_at: string | null },
  hasReturnRequest: boolean,
  now: Date = new Date(),
): boolean {
  if (order.status !== 'delivered' || hasReturnRequest || !order.delivered_at) return false;
  const deliveredAt = Date.parse(order.delivered_at);
  return Number.isFinite(deliveredAt) && now.getTime() - deliveredAt <= RETURN_WINDOW_DAYS * DAY_MS;
}

export function isOnline(method: string): boolean {
  return (ONLINE_METHODS as readonly string[]).includes(method);
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on delivery',
  wallet: 'Wallet',
  razorpay: 'Card / UPI',
  phonepe: 'PhonePe',
  paypal: 'PayPal',
};

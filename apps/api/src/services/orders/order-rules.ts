/** Order statuses and the shopper's rights over them (docs/decisions.md, "Orders"). */

import { canCancelOrder, canReturnOrder, type OrderStatusCode } from '@storefront/domain';

// The status rules are the domain's, shared with the storefront (which hides what the API would refuse).
export { CANCELLABLE_STATUSES, RETURN_WINDOW_DAYS, type OrderStatusCode } from '@storefront/domain';

export type PaymentStatusCode = 'pending' | 'paid' | 'partially_paid' | 'failed' | 'refunded';

export type PaymentMethod = 'cod' | 'wallet' | 'razorpay' | 'phonepe' | 'paypal';

export function canCancel(status: OrderStatusCode | string): boolean {
  return canCancelOrder(status);
}

/** Delivered, within 7 days of delivery, and no return asked for yet. */
export function canReturn(
  order: { status: string; delivered_at: string | null },
  hasReturnRequest: boolean,
  now: Date = new Date(),
): boolean {
  return canReturnOrder({ status: order.status, deliveredAt: order.delivered_at, hasReturnRequest }, now);
}

export { PAYMENT_METHOD_LABELS } from '@storefront/domain';

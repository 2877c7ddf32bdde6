import {
  orderNotCancellableMessage,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_WINDOW_PASSED_MESSAGE,
} from '../messages/commerce';
import { canCancelOrder, canReturnOrder } from './order-status';

/**
 * Why the shopper may not cancel an order in this status ("... (it is shipped)"), or null when they may.
 * The API and the SDK's fake answer it with a 422.
 */
export function cancelRefusal(status: string): string | null {
  return canCancelOrder(status) ? null : orderNotCancellableMessage(status);
}

/**
 * Why a return may not be asked for (not delivered, or the return window has passed), or null when it
 * may. A return already asked for is a 409 of its own, checked before this.
 */
export function returnRefusal(order: { status: string; deliveredAt: string | null }, now: Date): string | null {
  if (canReturnOrder({ ...order, hasReturnRequest: false }, now)) return null;
  return order.status === 'delivered' ? RETURN_WINDOW_PASSED_MESSAGE : RETURN_NOT_DELIVERED_MESSAGE;
}

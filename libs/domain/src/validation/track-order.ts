import { z } from 'zod';
import { parseTrackingContact, TRACK_ORDER_MESSAGES } from '../orders/order-tracking';
import { requiredText } from './fields';

/** The longest order ID or contact the Track order form and the API accept. */
export const TRACK_ORDER_MAX_LENGTH = 100;

/**
 * The Track order form: "Order ID" (as the success page and the confirmation e-mail show it) and
 * "Phone number or email" (the delivery phone or the order's e-mail).
 */
export const trackOrderSchema = z.object({
  order_id: requiredText(TRACK_ORDER_MESSAGES.orderIdRequired).pipe(
    z.string().max(TRACK_ORDER_MAX_LENGTH, TRACK_ORDER_MESSAGES.orderIdRequired),
  ),
  contact: requiredText(TRACK_ORDER_MESSAGES.contactRequired).refine(
    (value) => value.length <= TRACK_ORDER_MAX_LENGTH && parseTrackingContact(value) !== null,
    TRACK_ORDER_MESSAGES.invalidContact,
  ),
});

export type TrackOrderValues = z.output<typeof trackOrderSchema>;

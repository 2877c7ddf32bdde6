/**
 * Order tracking and guest orders (docs/decisions.md, "Guest orders and order tracking"): the messages
 * the API and the storefront share, and how a typed contact is read.
 */
import { windowMinutes } from '../identity/limits';
import { PAGE_PATHS } from '../routes/route-paths';
import { isEmail, isPhoneNumber } from '../validation/patterns';
import { orderStatusLabel, orderTimeline, type TimelineStep } from './order-status';

/** The storefront's Track order page. */
export const TRACK_ORDER_PATH = PAGE_PATHS.trackOrder;

/** The one answer for an unknown order ID and for a contact that does not match: it never tells which. */
export const ORDER_TRACKING_NOT_FOUND_MESSAGE = 'We could not find an order with these details.';

/** Failed look-ups per client address in the window (guessing across many orders). */
export const TRACKING_CLIENT_LIMIT = 20;
/** Failed look-ups per order ID in the window (guessing one order's contact from many addresses). */
export const TRACKING_ORDER_LIMIT = 10;
export const TRACKING_WINDOW_MS = 15 * 60 * 1000;

/** Too many failed look-ups from one client, or for one order ID, in the window. */
export const TOO_MANY_TRACKING_ATTEMPTS_MESSAGE = `Too many attempts to track an order. Please try again in ${windowMinutes(TRACKING_WINDOW_MS)} minutes.`;

/** The order ID as shoppers type it: spaces dropped, upper case (INV-2026-000123). */
export function normalizeOrderId(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** What Track order shows: nothing personal beyond what the shopper typed (no name, no address). */
export interface TrackedOrderView<DeliveryPromise> {
  order_id: string;
  status: string;
  status_label: string;
  placed_at: string;
  timeline: TimelineStep[];
  /** The delivery dates promised at placement; null on orders placed before the store gave one. */
  delivery_promise: DeliveryPromise | null;
}

/** The Track order answer of an order, from its status history (oldest first). */
export function trackedOrderView<DeliveryPromise>(order: {
  invoiceNumber: string;
  status: string;
  placedAt: string;
  history: readonly { status: string; at: string }[];
  deliveryPromise: DeliveryPromise | null;
}): TrackedOrderView<DeliveryPromise> {
  return {
    order_id: order.invoiceNumber,
    status: order.status,
    status_label: orderStatusLabel(order.status),
    placed_at: order.placedAt,
    timeline: orderTimeline(order.history, order.status),
    delivery_promise: order.deliveryPromise,
  };
}

/** The Track order form's messages. */
export const TRACK_ORDER_MESSAGES = {
  orderIdRequired: 'Order ID required',
  contactRequired: 'Phone number or email required',
  invalidContact: 'Enter the 10-digit phone number or the email used for the order',
} as const;

/** How a shopper identifies an order they placed: the e-mail it was confirmed to, or the delivery phone. */
export type TrackingContact = { email: string } | { phone: string };

/**
 * Reads what was typed in "Phone number or email": an e-mail (the domain's rule, lower-cased) or a
 * 10-digit phone (spaces, dashes and a leading +91 or 0 are forgiven). Null for anything else.
 */
export function parseTrackingContact(raw: string): TrackingContact | null {
  const value = raw.trim();
  if (value.includes('@')) return isEmail(value) ? { email: value.toLowerCase() } : null;
  let digits = value.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return isPhoneNumber(digits) ? { phone: digits } : null;
}

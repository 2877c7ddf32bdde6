import { MAX_ADDRESSES, MAX_ITEM_QUANTITY } from '../constants';
import { formatRupees } from '../money/paise';
import { RETURN_WINDOW_DAYS } from '../orders/order-status';
import { CALLBACK_TEXTS, stockLimitMessage } from './storefront';

/**
 * What the API (and the SDK's fake of it) answers in `meta.message` when the cart, a coupon, an order or a
 * payment is refused. Not in the spec: the spec leaves these to the server. Amounts are in paise.
 */

// The cart

/** 422 on a cart with no items (and the coupon that stops applying because of it). */
export const EMPTY_CART_MESSAGE = 'Your cart is empty';
export const CART_NOT_FOUND_MESSAGE = 'Cart not found';
export const CART_ITEM_NOT_FOUND_MESSAGE = 'Cart item not found';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
/** 422 on a product that has variants added as a Product. */
export const CHOOSE_VARIANT_MESSAGE = 'This product comes in several variants: please choose one';
/** 422 on raising the quantity of a product that was withdrawn since it was added. */
export const PRODUCT_WITHDRAWN_MESSAGE = 'This product is no longer available';
/** 422 when a line would hold more than the cap. */
export const QUANTITY_CAP_MESSAGE = `You can order at most ${MAX_ITEM_QUANTITY} units of one item`;
/** `add_address` on the cart. */
export const CART_ADDRESS_SAVED_MESSAGE = 'Address saved on the order';

/** Why a cart change took the coupon off: "{why}. The coupon was removed." */
export function couponDroppedMessage(issue: string | null): string {
  return `${issue ?? 'The coupon no longer applies'}. The coupon was removed.`;
}

// Coupons

export function couponNotFoundMessage(code: string): string {
  return `Coupon ${code} does not exist`;
}

export function couponInactiveMessage(code: string): string {
  return `Coupon ${code} is no longer available`;
}

export function couponNotValidYetMessage(code: string): string {
  return `Coupon ${code} is not valid yet`;
}

export function couponExpiredMessage(code: string): string {
  return `Coupon ${code} has expired`;
}

export function couponUsedUpMessage(code: string): string {
  return `Coupon ${code} has reached its usage limit`;
}

/** "Coupon FLAT100 needs a minimum cart value of ₹999: add items worth ₹499 more" (paise in). */
export function couponBelowMinimumMessage(code: string, minCartValue: number, subTotal: number): string {
  return (
    `Coupon ${code} needs a minimum cart value of ${formatRupees(minCartValue)}: ` +
    `add items worth ${formatRupees(minCartValue - subTotal)} more`
  );
}

/** The shopper's own uses are spent: once, or `limit` times. */
export function couponAlreadyUsedMessage(code: string, limit: number): string {
  return limit === 1
    ? `You have already used coupon ${code}`
    : `You have already used coupon ${code} the maximum number of times`;
}

export function couponFirstOrderOnlyMessage(code: string): string {
  return `Coupon ${code} is only for your first order`;
}

// Orders and returns

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const CHOOSE_DELIVERY_ADDRESS_MESSAGE = 'Please choose a delivery address';
export const COD_UNAVAILABLE_MESSAGE = 'Cash on delivery is not available';
export const WALLET_PAYMENT_UNAVAILABLE_MESSAGE = 'Wallet payment is not available';
export const NO_INVOICE_MESSAGE = 'This order has no invoice: it was never placed';
export const RETURN_OPTION_NOT_FOUND_MESSAGE = 'Return option not found';
export const RETURN_ALREADY_REQUESTED_MESSAGE = 'A return has already been requested for this order';
export const RETURN_WINDOW_PASSED_MESSAGE = `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery`;
export const RETURN_NOT_DELIVERED_MESSAGE = 'Only delivered orders can be returned';
export const RETURN_SUBMITTED_MESSAGE = 'Your return request has been submitted';

/** A `wallet` order the balance does not cover (paise in). */
export function walletShortMessage(balance: number, total: number): string {
  return `Your wallet balance of ${formatRupees(balance)} does not cover the order total of ${formatRupees(total)}`;
}

/** "This order can no longer be cancelled (it is return requested)". */
export function orderNotCancellableMessage(status: string): string {
  return `This order can no longer be cancelled (it is ${status.replace(/_/g, ' ')})`;
}

/** Placing the order found a line that can no longer be bought as it is. */
export function orderLineUnavailableMessage(productName: string): string {
  return `${productName} is no longer available`;
}

export function orderLineOutOfStockMessage(productName: string): string {
  return `${productName} is out of stock`;
}

export function orderLineStockMessage(productName: string, stockQty: number): string {
  return `${productName}: ${stockLimitMessage(Math.max(0, stockQty))}`;
}

// The wallet's history: why money moved

/** The wallet paid (part of) an order. */
export function walletPaidText(invoiceNumber: string): string {
  return `Paid for order ${invoiceNumber}`;
}

/** The shopper cancelled: the wallet money used comes back. */
export function walletCancelRefundText(invoiceNumber: string): string {
  return `Refund for cancelled order ${invoiceNumber}`;
}

/** An online payment did not happen: the wallet money it held comes back. */
export function walletUnpaidRefundText(invoiceNumber: string): string {
  return `Refund for unpaid order ${invoiceNumber}`;
}

// Payments

export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';
export const PAYMENT_FAILED_MESSAGE = CALLBACK_TEXTS.paymentFailed;
export const PAYMENT_PENDING_MESSAGE = 'Your payment is still pending, please check again in a moment';
export const LATE_PAYMENT_MESSAGE =
  'This payment attempt had already been cancelled; the amount will be refunded to your payment method';
export const WALLET_COVERS_MESSAGE = 'Your wallet balance covers this order: place a wallet order instead';
export const MIN_ONLINE_AMOUNT_MESSAGE = 'The amount to pay online must be at least ₹1';
export const PROVIDER_UNAVAILABLE_MESSAGE = 'The payment provider is unavailable, please try again';
export const RETURN_URL_ORIGIN_MESSAGE = 'return_url must be a page of this store';
export const CART_ALREADY_ORDERED_MESSAGE = 'This cart has already been ordered';

/** "Card / UPI payment is not available". */
export function paymentUnavailableMessage(methodLabel: string): string {
  return `${methodLabel} payment is not available`;
}

// Addresses, wishlist, reviews, newsletter, contact, content

export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';
export const ADDRESS_LIMIT_MESSAGE = `You can save at most ${MAX_ADDRESSES} addresses`;
export const UNKNOWN_STATE_MESSAGE = 'Please choose a state from the list';
export const STATE_NOT_FOUND_MESSAGE = 'State not found';
export const WISHLIST_ITEM_NOT_FOUND_MESSAGE = 'Wishlist item not found';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product';
export const ALREADY_SUBSCRIBED_MESSAGE = 'This email is already subscribed';
export const CONTACT_THANKS_MESSAGE = 'Thank you for contacting us. We will get back to you soon.';
export const TOO_MANY_CONTACTS_MESSAGE = 'You have sent too many messages. Please try again in an hour.';
export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';

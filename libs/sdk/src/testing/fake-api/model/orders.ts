import {
  canCancelOrder,
  canReturnOrder,
  type CartTotals,
  checkCoupon,
  checkShopperUse,
  isOnlinePayment,
  LIMIT_ISSUES,
  missingGuestEmail,
  formatInvoiceNumber,
  orderAmounts,
  orderLineRefusal,
  paymentProgress,
  walletCancelRefundText,
  walletPaidText,
  whatsAppOrderLink,
  toPaise,
  toRupees,
  walletShortMessage,
} from '@storefront/domain';
import type { Address, Order, OrderItem, OrderStatus, OrderSummary, PaymentMethodCode } from '../../../generated/models';
import { unprocessable } from '../http';
import { nextId, now, type CartRecord, type FakeState, type OrderRecord, type UserRecord } from '../state';
import { adjustStock, stockOf, stockStateOf } from './catalog';
import { itemOfLine, priceCart } from './carts';
import { couponInUse, findCoupon, shopperHistory, shopperOf } from './coupons';
import { assertCodAllowed, assertDeliverable, deliveryPromiseFor } from './delivery';
import { moveWallet } from './wallet';

/** Terms of a new order: how it is paid. */
export interface OrderTerms {
  paymentMethod: PaymentMethodCode;
  useWallet: boolean;
  note: string | null;
  /** Online payments only: pay the 20% advance online, the rest on delivery. */
  advance?: boolean;
}

/** 422 when an item of the cart is beyond stock (without back order), as placing an order checks. */
export function assertCartInStock(state: FakeState, cart: CartRecord): void {
  for (const line of cart.items) {
    const item = itemOfLine(state, line);
    const refusal = orderLineRefusal(item.record.detail.name, stockStateOf(item), line.quantity);
    if (refusal) throw unprocessable(refusal);
  }
}

/**
 * The coupon's limits when the order is placed, as the API takes a use: 422 when its window or total
 * uses refuse it, or the shopper's own limits do; a coupon that merely stopped applying (expired, below
 * its minimum) leaves the order without a discount.
 */
function assertCouponUsable(state: FakeState, user: UserRecord, cart: CartRecord, address: Address, totals: CartTotals): void {
  const coupon = cart.couponCode ? findCoupon(state, cart.couponCode) : undefined;
  if (!coupon) return;
  const terms = couponInUse(state, coupon, cart.id);
  const check = checkCoupon(terms, totals.subTotal, now(state));
  if (!check.applies) {
    if (LIMIT_ISSUES.has(check.reason)) throw unprocessable(check.message);
    return;
  }
  const refusal = checkShopperUse(terms, shopperHistory(state, terms, shopperOf(user, address.phone), cart.id));
  if (refusal) throw unprocessable(refusal);
}

function orderItems(state: FakeState, cart: CartRecord): OrderItem[] {
  return cart.items.map((line) => {
    const item = itemOfLine(state, line);
    const { price } = stockOf(item);
    return {
      id: nextId(state, 'orderItem'),
      product_id: item.record.detail.id,
      variant_id: item.variant?.id ?? null,
      product_name: item.record.detail.name,
      product_slug: item.record.detail.slug,
      product_image: { thumbnail: item.record.detail.image.thumbnail, picture: item.record.detail.image.picture },
      attributes: item.variant?.attributes ?? [],
      unit_price: price,
      quantity: line.quantity,
      total_price: toRupees(toPaise(price) * line.quantity),
    };
  });
}

/**
 * Builds a new order from the cart and takes its stock. cod and wallet orders are placed at once (see
 * `placeOrder`); online ones wait in pending_payment, and each payment start makes a new one (as the API:
 * an earlier unpaid attempt is failed, never reused).
 */
export function orderFromCart(state: FakeState, user: UserRecord, cart: CartRecord, address: Address, terms: OrderTerms): OrderRecord {
  const emailMissing = missingGuestEmail({ isGuest: user.user.is_guest, email: user.user.email }, state.settings.guest_email_required);
  if (emailMissing) throw unprocessable(emailMissing);
  const online = isOnlinePayment(terms.paymentMethod);
  // A cod order always pays the COD charge, whatever the cart's flag said (as the reference API does).
  const totals = priceCart(state, cart, terms.paymentMethod === 'cod');
  const balance = toPaise(user.user.wallet_balance);
  if (terms.paymentMethod === 'wallet' && balance < totals.total) throw unprocessable(walletShortMessage(balance, totals.total));
  // As the API: an address the store does not serve, or COD its zone or this total does not allow, is refused.
  assertDeliverable(state, address.pincode);
  if (terms.paymentMethod === 'cod') assertCodAllowed(state, address.pincode, totals.total);
  assertCouponUsable(state, user, cart, address, totals);
  const amounts = orderAmounts(totals.total, balance, {
    paymentMethod: terms.paymentMethod,
    useWalletBalance: terms.useWallet,
    advancePaid: terms.advance ?? false,
  });
  const total = toRupees(totals.total);
  const at = now(state).toISOString();
  const id = nextId(state, 'order');
  const invoice = formatInvoiceNumber(new Date(at).getUTCFullYear(), id);
  const { is_default: _default, id: _addressId, ...snapshot } = address;
  const items = orderItems(state, cart);
  const whatsappItems = items.map((item) => ({
    productName: item.product_name,
    attributes: item.attributes,
    quantity: item.quantity,
    totalPrice: toPaise(item.total_price),
  }));
  const order: Order = {
    id,
    invoice_number: invoice,
    status: online ? 'pending_payment' : 'placed',
    payment_method: terms.paymentMethod,
    payment_status: 'pending',
    items,
    sub_total: toRupees(totals.subTotal),
    discount: toRupees(totals.discount),
    coupon_code: totals.couponApplied ? cart.couponCode : null,
    shipping_charge: toRupees(totals.shipping),
    cod_charge: toRupees(totals.codCharge),
    wallet_amount_used: toRupees(amounts.walletUsed),
    advance_payment_amount: toRupees(amounts.advancePaymentAmount),
    total,
    amount_due: toRupees(totals.total - amounts.walletUsed),
    address: snapshot,
    note: terms.note,
    created_at: at,
    can_cancel: false,
    can_return: false,
    whatsapp_order_link: whatsAppOrderLink(
      { name: state.settings.name, whatsappNumber: state.settings.whatsapp_number },
      { invoiceNumber: invoice, total: totals.total, paymentMethod: terms.paymentMethod },
      whatsappItems,
    ),
    status_history: [{ status: online ? 'pending_payment' : 'placed', at }],
    delivery_promise: deliveryPromiseFor(state, address.pincode),
  };
  const record: OrderRecord = { userId: user.user.id, cartId: cart.id, order, deliveredAt: null, stockHeld: false };
  state.orders.push(record);
  holdStock(state, record);
  return record;
}

/** Undoes `orderFromCart` for an order the request then refused (the API's transaction rolls it back). */
export function discardOrder(state: FakeState, record: OrderRecord): void {
  releaseStock(state, record);
  state.orders = state.orders.filter((o) => o !== record);
}

/** Moves the units of the order's items: out of stock (negative) or back (positive). */
function moveOrderStock(state: FakeState, order: Order, sign: 1 | -1): void {
  for (const item of order.items) {
    const product = state.products.find((p) => p.detail.id === item.product_id);
    const variant = product?.detail.variants.find((v) => v.id === item.variant_id) ?? null;
    if (product) adjustStock({ record: product, variant }, sign * item.quantity);
  }
}

/** As the API: an order holds its stock from the moment it is made, paid or not. */
function holdStock(state: FakeState, record: OrderRecord): void {
  if (record.stockHeld) return;
  moveOrderStock(state, record.order, -1);
  record.stockHeld = true;
}

/** A failed or cancelled order gives its stock back. */
function releaseStock(state: FakeState, record: OrderRecord): void {
  if (!record.stockHeld) return;
  moveOrderStock(state, record.order, 1);
  record.stockHeld = false;
}

/**
 * Completes an order: wallet debited, the cart closed (emptied for the shopper). `paidOnline` is what the
 * provider collected.
 */
export function completeOrder(state: FakeState, user: UserRecord, record: OrderRecord, paidOnline = 0): void {
  const { order } = record;
  holdStock(state, record);
  const cart = state.carts.find((c) => c.id === record.cartId);
  if (cart) {
    cart.orderId = order.id;
    cart.codPayment = order.payment_method === 'cod';
  }
  moveWallet(state, user, 'debit', order.wallet_amount_used, walletPaidText(order.invoice_number), order.id);
  const progress = paymentProgress(toPaise(order.total), toPaise(order.wallet_amount_used + paidOnline));
  order.amount_due = toRupees(progress.amountDue);
  order.payment_status = progress.paymentStatus;
  if (order.status !== 'placed') setStatus(state, record, 'placed');
}

/** Moves an order to a status and records it in the history; a failed or cancelled order gives its stock back. */
export function setStatus(state: FakeState, record: OrderRecord, status: OrderStatus): void {
  if (status === 'payment_failed' || status === 'cancelled') releaseStock(state, record);
  record.order.status = status;
  record.order.status_history.push({ status, at: now(state).toISOString() });
  if (status === 'delivered') record.deliveredAt = now(state);
}

/** The order as the contract shows it. */
export function orderView(state: FakeState, record: OrderRecord): Order {
  const hasReturnRequest = state.returns.some((r) => r.request.order_id === record.order.id);
  const deliveredAt = record.deliveredAt?.toISOString() ?? null;
  return {
    ...record.order,
    can_cancel: canCancelOrder(record.order.status),
    can_return: canReturnOrder({ status: record.order.status, deliveredAt, hasReturnRequest }, now(state)),
  };
}

/** The My Orders row. */
export function orderSummary(record: OrderRecord): OrderSummary {
  const { order } = record;
  return {
    id: order.id,
    invoice_number: order.invoice_number,
    status: order.status,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    total: order.total,
    items_count: order.items.reduce((sum, item) => sum + item.quantity, 0),
    thumbnail: order.items[0]?.product_image.thumbnail ?? null,
    thumbnail_picture: order.items[0]?.product_image.picture ?? null,
    created_at: order.created_at,
    delivery_promise: order.delivery_promise,
  };
}

/** Shopper cancel: stock back (`setStatus`), wallet money back, online payments refunded. */
export function cancelOrder(state: FakeState, user: UserRecord, record: OrderRecord): void {
  const { order } = record;
  moveWallet(state, user, 'credit', order.wallet_amount_used, walletCancelRefundText(order.invoice_number), order.id);
  if (order.payment_status === 'paid' || order.payment_status === 'partially_paid') order.payment_status = 'refunded';
  order.amount_due = 0;
  setStatus(state, record, 'cancelled');
}

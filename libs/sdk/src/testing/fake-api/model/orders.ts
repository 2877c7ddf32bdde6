import type { Address, Order, OrderItem, OrderStatus, OrderSummary, PaymentMethodCode } from '../../../generated/models';
import { money, unprocessable } from '../http';
import { nextId, now, type CartRecord, type FakeState, type OrderRecord, type UserRecord } from '../state';
import { adjustStock, assertStock, stockOf } from './catalog';
import { ADVANCE_SHARE, cartTotals, itemOfLine } from './carts';
import { moveWallet } from './wallet';

const CANCELLABLE: OrderStatus[] = ['placed', 'confirmed', 'packed'];
const RETURN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Terms of a new order: how it is paid. */
export interface OrderTerms {
  paymentMethod: PaymentMethodCode;
  useWallet: boolean;
  note: string | null;
  /** Online payments only: pay the 20% advance online, the rest on delivery. */
  advance?: boolean;
}

/** 422 when an item of the cart is beyond stock (without back order). */
export function assertCartInStock(state: FakeState, cart: CartRecord): void {
  for (const line of cart.items) assertStock(itemOfLine(state, line), line.quantity);
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
      product_image: { thumbnail: item.record.detail.image.thumbnail },
      attributes: item.variant?.attributes ?? [],
      unit_price: price,
      quantity: line.quantity,
      total_price: money(price * line.quantity),
    };
  });
}

function whatsappLink(state: FakeState, invoice: string, total: number): string | null {
  const number = state.settings.whatsapp_number;
  if (!number) return null;
  const text = `Hi ${state.settings.name}, I placed order ${invoice} for ${state.settings.currency_symbol}${total}.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * Builds an order from the cart, or refreshes the unpaid one this cart already made (one order per
 * cart). cod and wallet orders are placed at once (see `placeOrder`); online ones wait in pending_payment.
 */
export function orderFromCart(state: FakeState, user: UserRecord, cart: CartRecord, address: Address, terms: OrderTerms): OrderRecord {
  const online = !['cod', 'wallet'].includes(terms.paymentMethod);
  // A cod order always pays the COD charge, whatever the cart's flag said (as the reference API does).
  const codPayment = terms.paymentMethod === 'cod';
  const totals = cartTotals(state, cart, codPayment);
  const advance = online && terms.advance ? Math.ceil(totals.total * ADVANCE_SHARE) : 0;
  const balance = user.user.wallet_balance;
  let walletUsed = 0;
  if (terms.paymentMethod === 'wallet') {
    if (balance < totals.total) throw unprocessable('Your wallet balance is not enough for this order');
    walletUsed = totals.total;
  } else if (terms.useWallet) {
    walletUsed = money(Math.min(balance, totals.total - advance));
  }
  const at = now(state).toISOString();
  const existing = state.orders.find(
    (o) => o.cartId === cart.id && (o.order.status === 'pending_payment' || o.order.status === 'payment_failed'),
  );
  const id = existing?.order.id ?? nextId(state, 'order');
  const invoice = existing?.order.invoice_number ?? `INV-${new Date(at).getUTCFullYear()}-${String(id).padStart(6, '0')}`;
  const { is_default: _default, id: _addressId, ...snapshot } = address;
  const order: Order = {
    id,
    invoice_number: invoice,
    status: online ? 'pending_payment' : 'placed',
    payment_method: terms.paymentMethod,
    payment_status: 'pending',
    items: orderItems(state, cart),
    sub_total: totals.subTotal,
    discount: totals.discount,
    coupon_code: totals.discount > 0 ? cart.couponCode : null,
    shipping_charge: totals.shipping,
    cod_charge: totals.cod,
    wallet_amount_used: walletUsed,
    advance_payment_amount: advance,
    total: totals.total,
    amount_due: money(totals.total - walletUsed),
    address: snapshot,
    note: terms.note,
    created_at: at,
    can_cancel: false,
    can_return: false,
    whatsapp_order_link: whatsappLink(state, invoice, totals.total),
    status_history: [{ status: online ? 'pending_payment' : 'placed', at }],
  };
  if (existing) {
    existing.order = order;
    return existing;
  }
  const record: OrderRecord = { userId: user.user.id, cartId: cart.id, order, deliveredAt: null };
  state.orders.push(record);
  return record;
}

/**
 * Completes an order: wallet debited, stock taken, the cart closed (emptied for the shopper). `paidOnline`
 * is what the provider collected.
 */
export function completeOrder(state: FakeState, user: UserRecord, record: OrderRecord, paidOnline = 0): void {
  const { order } = record;
  const cart = state.carts.find((c) => c.id === record.cartId);
  if (cart) {
    for (const line of cart.items) adjustStock(itemOfLine(state, line), -line.quantity);
    cart.orderId = order.id;
    cart.codPayment = order.payment_method === 'cod';
  }
  moveWallet(state, user, 'debit', order.wallet_amount_used, `Paid for order ${order.invoice_number}`, order.id);
  order.amount_due = money(Math.max(0, order.total - order.wallet_amount_used - paidOnline));
  const paid = order.wallet_amount_used + paidOnline;
  order.payment_status = order.amount_due === 0 ? 'paid' : paid > 0 ? 'partially_paid' : 'pending';
  if (order.status !== 'placed') setStatus(state, record, 'placed');
}

/** Moves an order to a status and records it in the history. */
export function setStatus(state: FakeState, record: OrderRecord, status: OrderStatus): void {
  record.order.status = status;
  record.order.status_history.push({ status, at: now(state).toISOString() });
  if (status === 'delivered') record.deliveredAt = now(state);
}

/** Whether the shopper may still cancel. */
export function canCancel(record: OrderRecord): boolean {
  return CANCELLABLE.includes(record.order.status);
}

/** Whether the shopper may ask for a return: delivered, within 7 days, not asked yet. */
export function canReturn(state: FakeState, record: OrderRecord): boolean {
  return (
    record.order.status === 'delivered' &&
    record.deliveredAt !== null &&
    now(state).getTime() - record.deliveredAt.getTime() <= RETURN_WINDOW_MS &&
    !state.returns.some((r) => r.request.order_id === record.order.id)
  );
}

/** The order as the contract shows it. */
export function orderView(state: FakeState, record: OrderRecord): Order {
  return { ...record.order, can_cancel: canCancel(record), can_return: canReturn(state, record) };
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
    created_at: order.created_at,
  };
}

/** Shopper cancel: stock back, wallet money back, online payments refunded. */
export function cancelOrder(state: FakeState, user: UserRecord, record: OrderRecord): void {
  const { order } = record;
  for (const item of order.items) {
    const product = state.products.find((p) => p.detail.id === item.product_id);
    const variant = product?.detail.variants.find((v) => v.id === item.variant_id) ?? null;
    if (product) adjustStock({ record: product, variant }, item.quantity);
  }
  moveWallet(state, user, 'credit', order.wallet_amount_used, `Refund for cancelled order ${order.invoice_number}`, order.id);
  if (order.payment_status === 'paid' || order.payment_status === 'partially_paid') order.payment_status = 'refunded';
  order.amount_due = 0;
  setStatus(state, record, 'cancelled');
}

import type { PlaceOrderInput, ReturnRequestInput } from '../../../generated/models';
import { conflict, notFound, ok, paginate, unprocessable, type FakeContext, type FakeResolvers } from '../http';
import { openCartOfUser } from '../model/carts';
import {
  assertCartInStock,
  canCancel,
  canReturn,
  cancelOrder,
  completeOrder,
  orderFromCart,
  orderSummary,
  orderView,
  setStatus,
} from '../model/orders';
import { invoiceOf } from '../model/invoice';
import { nextId, now, type FakeState } from '../state';

/** The order made from the shopper's most recently closed cart. */
function lastPlacedOrder(state: FakeState, userId: number) {
  const closed = state.carts
    .filter((c) => c.userId === userId && c.orderId !== null)
    .sort((a, b) => (a.orderId ?? 0) - (b.orderId ?? 0))
    .at(-1);
  return closed ? state.orders.find((o) => o.order.id === closed.orderId) : undefined;
}

/** The shopper's own order; another shopper's reads as not found. */
function ownOrder(ctx: FakeContext) {
  const user = ctx.requireUser();
  const record = ctx.state.orders.find((o) => o.order.id === ctx.params.id && o.userId === user.user.id);
  if (!record) throw notFound('Order not found');
  return { user, record };
}

/** Placing (cod or wallet), listing, cancelling and returning orders. */
export const orderResolvers = {
  placeOrder: (ctx) => {
    const { state } = ctx;
    const user = ctx.requireUser();
    const input = ctx.body as PlaceOrderInput;
    const cart = openCartOfUser(state, user.user.id);
    if (!cart || cart.items.length === 0) {
      // A double submit: the cart already became an order, so answer that order again.
      const made = lastPlacedOrder(state, user.user.id);
      if (made) return ok(orderView(state, made), { message: 'your order successfully placed' }, 200);
      throw unprocessable('Your cart is empty');
    }
    const address = state.addresses.find((a) => a.address.id === input.address_id && a.userId === user.user.id);
    if (!address) throw notFound('Address not found');
    if (input.payment_method === 'cod' && !state.paymentOptions.some((o) => o.code === 'cod')) {
      throw unprocessable('Cash on delivery is not available');
    }
    assertCartInStock(state, cart);
    const record = orderFromCart(state, user, cart, address.address, {
      paymentMethod: input.payment_method,
      useWallet: input.use_wallet_balance ?? false,
      note: input.note ?? null,
    });
    completeOrder(state, user, record);
    return ok(orderView(state, record), { message: 'your order successfully placed' }, 201);
  },
  listMyOrders: (ctx) => {
    const user = ctx.requireUser();
    const mine = ctx.state.orders
      .filter((o) => o.userId === user.user.id && o.order.status !== 'pending_payment')
      .sort((a, b) => b.order.created_at.localeCompare(a.order.created_at) || b.order.id - a.order.id)
      .map(orderSummary);
    const page = paginate(mine, ctx.query.page as number, ctx.query.per_page as number);
    return ok(page.data, page.meta);
  },
  getOrder: (ctx) => ok(orderView(ctx.state, ownOrder(ctx).record)),
  getOrderInvoice: (ctx) => {
    const { user, record } = ownOrder(ctx);
    if (['pending_payment', 'payment_failed'].includes(record.order.status)) {
      throw unprocessable('This order has no invoice: it was never placed');
    }
    return ok(invoiceOf(ctx.state, record, user));
  },
  cancelOrder: (ctx) => {
    const { user, record } = ownOrder(ctx);
    if (!canCancel(record)) throw unprocessable('This order can no longer be cancelled');
    cancelOrder(ctx.state, user, record);
    return ok(orderView(ctx.state, record), { message: 'order successfully cancel!' });
  },
  returnOrder: (ctx) => {
    const { state } = ctx;
    const { user, record } = ownOrder(ctx);
    const { return_option_id, comment } = (ctx.body as ReturnRequestInput).return_request;
    const option = state.returnOptions.find((o) => o.id === return_option_id);
    if (!option) throw notFound('Return option not found');
    if (state.returns.some((r) => r.request.order_id === record.order.id)) {
      throw conflict('A return was already requested for this order');
    }
    if (!canReturn(state, record)) throw unprocessable('This order can be returned only within 7 days of delivery');
    const request = {
      id: nextId(state, 'return'),
      order_id: record.order.id,
      return_option_id,
      return_option_title: option.title,
      comment: comment ?? null,
      status: 'requested' as const,
      created_at: now(state).toISOString(),
    };
    state.returns.push({ userId: user.user.id, request });
    setStatus(state, record, 'return_requested');
    const message = 'Your return request has been submitted';
    return ok({ message, return_request: request, order: orderView(state, record) });
  },
  listReturnOptions: ({ state }) => ok(state.returnOptions),
} satisfies FakeResolvers;

import {
  ADDRESS_NOT_FOUND_MESSAGE,
  cancelRefusal,
  COD_UNAVAILABLE_MESSAGE,
  EMPTY_CART_MESSAGE,
  NO_INVOICE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  RETURN_ALREADY_REQUESTED_MESSAGE,
  RETURN_OPTION_NOT_FOUND_MESSAGE,
  RETURN_SUBMITTED_MESSAGE,
  returnRefusal,
  SUCCESS_MESSAGES,
  UNPAID_ATTEMPT_STATUSES,
} from '@storefront/domain';
import type { PlaceOrderInput, ReturnRequestInput } from '../../../generated/models';
import { conflict, notFound, ok, paginate, unprocessable, type FakeContext, type FakeResolvers } from '../http';
import { openCartOfUser } from '../model/carts';
import {
  assertCartInStock,
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
  if (!record) throw notFound(ORDER_NOT_FOUND_MESSAGE);
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
      if (made) return ok(orderView(state, made), { message: SUCCESS_MESSAGES.orderPlaced }, 200);
      throw unprocessable(EMPTY_CART_MESSAGE);
    }
    const address = state.addresses.find((a) => a.address.id === input.address_id && a.userId === user.user.id);
    if (!address) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    if (input.payment_method === 'cod' && !state.paymentOptions.some((o) => o.code === 'cod')) {
      throw unprocessable(COD_UNAVAILABLE_MESSAGE);
    }
    assertCartInStock(state, cart);
    const record = orderFromCart(state, user, cart, address.address, {
      paymentMethod: input.payment_method,
      useWallet: input.use_wallet_balance ?? false,
      note: input.note ?? null,
    });
    completeOrder(state, user, record);
    return ok(orderView(state, record), { message: SUCCESS_MESSAGES.orderPlaced }, 201);
  },
  listMyOrders: (ctx) => {
    const user = ctx.requireUser();
    // Unpaid online attempts (waiting or failed) are not orders the shopper placed, as in the API; a failed
    // one the provider confirmed afterwards stays (the shopper paid and is owed the refund).
    const paidLate = (orderId: number) => ctx.state.payments.some((p) => p.orderId === orderId && p.status === 'paid');
    const mine = ctx.state.orders
      .filter(
        (o) =>
          o.userId === user.user.id &&
          o.order.status !== 'pending_payment' &&
          (o.order.status !== 'payment_failed' || paidLate(o.order.id)),
      )
      .sort((a, b) => b.order.created_at.localeCompare(a.order.created_at) || b.order.id - a.order.id)
      .map(orderSummary);
    const page = paginate(mine, ctx.query.page as number, ctx.query.per_page as number);
    return ok(page.data, page.meta);
  },
  getOrder: (ctx) => ok(orderView(ctx.state, ownOrder(ctx).record)),
  getOrderInvoice: (ctx) => {
    const { user, record } = ownOrder(ctx);
    if ((UNPAID_ATTEMPT_STATUSES as readonly string[]).includes(record.order.status)) {
      throw unprocessable(NO_INVOICE_MESSAGE);
    }
    return ok(invoiceOf(ctx.state, record, user));
  },
  cancelOrder: (ctx) => {
    const { user, record } = ownOrder(ctx);
    const refusal = cancelRefusal(record.order.status);
    if (refusal) throw unprocessable(refusal);
    cancelOrder(ctx.state, user, record);
    return ok(orderView(ctx.state, record), { message: SUCCESS_MESSAGES.orderCancelled });
  },
  returnOrder: (ctx) => {
    const { state } = ctx;
    const { user, record } = ownOrder(ctx);
    const { return_option_id, comment } = (ctx.body as ReturnRequestInput).return_request;
    const option = state.returnOptions.find((o) => o.id === return_option_id);
    if (!option) throw notFound(RETURN_OPTION_NOT_FOUND_MESSAGE);
    if (state.returns.some((r) => r.request.order_id === record.order.id)) {
      throw conflict(RETURN_ALREADY_REQUESTED_MESSAGE);
    }
    const deliveredAt = record.deliveredAt?.toISOString() ?? null;
    const refusal = returnRefusal({ status: record.order.status, deliveredAt }, now(state));
    if (refusal) throw unprocessable(refusal);
    const request = {
      id: nextId(state, 'return'),
      order_id: record.order.id,
      return_option_id,
      return_option_title: option.title,
      comment: comment?.trim() ? comment.trim() : null,
      status: 'requested' as const,
      created_at: now(state).toISOString(),
    };
    state.returns.push({ userId: user.user.id, request });
    setStatus(state, record, 'return_requested');
    const message = RETURN_SUBMITTED_MESSAGE;
    return ok({ message, return_request: request, order: orderView(state, record) });
  },
  listReturnOptions: ({ state }) => ok(state.returnOptions),
} satisfies FakeResolvers;

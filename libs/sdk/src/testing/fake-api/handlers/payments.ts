import {
  CHOOSE_DELIVERY_ADDRESS_MESSAGE,
  EMPTY_CART_MESSAGE,
  LATE_PAYMENT_MESSAGE,
  onlineAmountRefusal,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  PAYMENT_PENDING_MESSAGE,
  paymentMethodLabel,
  paymentUnavailableMessage,
  checkedReturnUrl,
  PROVIDER_REFUSAL_REASONS,
  providerRefusalMessage,
  SUCCESS_MESSAGES,
  toPaise,
  wrongPaymentMethodMessage,
} from '@storefront/domain';
import { createHmac, randomBytes } from 'node:crypto';
import type { ExecutePaypalInput, PaymentInitInput, VerifyPaymentInput } from '../../../generated/models';
import { paymentSandbox } from '../../fixtures/store';
import { badRequest, money, notFound, ok, unprocessable, type FakeContext, type FakeResolvers } from '../http';
import { openCartOfUser } from '../model/carts';
import { assertCartInStock, completeOrder, discardOrder, orderFromCart, orderView, setStatus } from '../model/orders';
import type { FakeState, OrderRecord, PaymentRecord } from '../state';

type Provider = PaymentRecord['provider'];

/** The sandbox card-popup signature: hex HMAC-SHA256 of `provider_order_id|payment_id` with the key secret. */
export function sandboxSignature(providerOrderId: string, paymentId: string): string {
  return createHmac('sha256', paymentSandbox.razorpayKeySecret).update(`${providerOrderId}|${paymentId}`).digest('hex');
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/**
 * Where the provider may send the shopper back: an absolute http(s) URL on the store's origin (the
 * request's, as the reference API without PUBLIC_URL), else 400.
 */
function returnUrlOf(ctx: FakeContext, action: 'phonepay' | 'paypal'): string {
  const origin = new URL(ctx.request.url).origin;
  const given = (ctx.body as PaymentInitInput).return_url;
  if (given === undefined) return `${origin}/callbackUrl?action=${action}`;
  const checked = checkedReturnUrl(given, origin);
  if ('refusal' in checked) throw badRequest(checked.refusal, [{ field: 'return_url', message: checked.refusal }]);
  return checked.url;
}

/**
 * An order whose payment did not happen: payment_failed (stock back, nothing was taken) and its open
 * payments failed. Anything but pending_payment is left alone.
 */
function failPendingOrder(state: FakeState, record: OrderRecord): void {
  if (record.order.status !== 'pending_payment') return;
  record.order.payment_status = 'failed';
  record.order.amount_due = 0;
  setStatus(state, record, 'payment_failed');
  for (const payment of state.payments) {
    if (payment.orderId === record.order.id && payment.status === 'open') payment.status = 'failed';
  }
}

/** A payment attempt that did not happen: the payment failed, its order payment_failed. */
function failAttempt(state: FakeState, payment: PaymentRecord): void {
  payment.status = 'failed';
  const record = state.orders.find((o) => o.order.id === payment.orderId);
  if (record) failPendingOrder(state, record);
}

/**
 * Starts an online payment: a new pending_payment order from the cart and a provider transaction, and
 * where the provider sends the shopper back (redirect providers). As the reference API, the shopper's
 * earlier unpaid orders are abandoned first (payment_failed, stock back) and can no longer be paid.
 */
function start(ctx: FakeContext, provider: Provider): { payment: PaymentRecord; back: string } {
  const { state } = ctx;
  const user = ctx.requireUser();
  const input = ctx.body as PaymentInitInput;
  if (input.payment_method !== provider) {
    const message = wrongPaymentMethodMessage(provider);
    throw badRequest(message, [{ field: 'payment_method', message }]);
  }
  // The card popup comes back to the storefront itself: only the redirect providers take a return_url.
  const back = provider === 'razorpay' ? '' : returnUrlOf(ctx, provider === 'phonepe' ? 'phonepay' : 'paypal');
  if (!state.paymentOptions.some((o) => o.code === provider)) throw unprocessable(paymentUnavailableMessage(paymentMethodLabel(provider)));
  const cart = openCartOfUser(state, user.user.id);
  if (!cart || cart.items.length === 0) throw unprocessable(EMPTY_CART_MESSAGE);
  const address = state.addresses.find((a) => a.address.id === cart.addressId && a.userId === user.user.id);
  if (!address) throw unprocessable(CHOOSE_DELIVERY_ADDRESS_MESSAGE);
  // Abandoned before the stock check, so the earlier attempt's units count as available again.
  const unpaid = state.orders.filter((o) => o.userId === user.user.id && o.order.status === 'pending_payment');
  for (const earlier of unpaid) failPendingOrder(state, earlier);
  assertCartInStock(state, cart);
  const advance = input.make_advance_payment ?? cart.makeAdvancePayment;
  const useWallet = input.use_wallet_balance ?? false;
  const record = orderFromCart(state, user, cart, address.address, { paymentMethod: provider, useWallet, note: input.note ?? null, advance });
  const { order } = record;
  const amount = advance ? order.advance_payment_amount : money(order.total - order.wallet_amount_used);
  const refusal = onlineAmountRefusal(toPaise(amount));
  if (refusal) {
    discardOrder(state, record);
    throw unprocessable(refusal);
  }
  const payment: PaymentRecord = {
    transactionId: randomId('txn'),
    provider,
    userId: user.user.id,
    orderId: order.id,
    cartId: cart.id,
    providerOrderId: randomId('order'),
    paymentId: provider === 'paypal' ? `PAYID-${randomBytes(8).toString('hex').toUpperCase()}` : null,
    outcome: 'created',
    status: 'open',
    refundDue: false,
    amount,
    advance,
    walletUsed: order.wallet_amount_used,
  };
  state.payments.push(payment);
  return { payment, back };
}

function orderOf(state: FakeState, payment: PaymentRecord): OrderRecord {
  const record = state.orders.find((o) => o.order.id === payment.orderId);
  if (!record) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return record;
}

/**
 * A payment already settled answers as before without asking the provider: paid -> its order (verify and
 * execute are repeat-safe), failed -> 422 "Payment Failed" (a failed or abandoned attempt is never paid).
 */
function answerSettled(ctx: FakeContext, payment: PaymentRecord) {
  if (payment.status === 'failed') throw unprocessable(PAYMENT_FAILED_MESSAGE);
  return ok(orderView(ctx.state, orderOf(ctx.state, payment)), { message: SUCCESS_MESSAGES.orderPlaced });
}

/**
 * The provider collected the money: the order is placed and the cart emptied. If its order is no longer
 * waiting (it failed meanwhile), the money is recorded for a refund and the shopper gets 422, as the API.
 */
function settle(ctx: FakeContext, payment: PaymentRecord) {
  const { state } = ctx;
  const record = orderOf(state, payment);
  const user = state.users.find((u) => u.user.id === payment.userId);
  if (!user) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  payment.status = 'paid';
  if (record.order.status !== 'pending_payment') {
    payment.refundDue = true;
    throw unprocessable(LATE_PAYMENT_MESSAGE);
  }
  completeOrder(state, user, record, payment.amount);
  return ok(orderView(state, record), { message: SUCCESS_MESSAGES.orderPlaced });
}

/** The provider's word on an open attempt that is not paid: the order fails with the provider's reason (422). */
function refuse(state: FakeState, payment: PaymentRecord, reason: string): never {
  failAttempt(state, payment);
  throw unprocessable(providerRefusalMessage(reason));
}

function ownPayment(ctx: FakeContext, match: (p: PaymentRecord) => boolean): PaymentRecord {
  const user = ctx.requireUser();
  const payment = ctx.state.payments.find((p) => p.userId === user.user.id && match(p));
  if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  return payment;
}

/** Online payments with the sandbox providers. */
export const paymentResolvers = {
  startPayment: (ctx) => {
    const { payment } = start(ctx, 'razorpay');
    return ok({
      transaction_id: payment.transactionId,
      order_id: payment.orderId,
      total: payment.amount,
      amount: Math.round(payment.amount * 100),
      currency: 'INR',
      key: paymentSandbox.razorpayKeyId,
      provider_order_id: payment.providerOrderId,
      checkout_script: paymentSandbox.checkoutScript,
    });
  },
  verifyPayment: (ctx) => {
    const input = ctx.body as VerifyPaymentInput;
    const payment = ownPayment(ctx, (p) => p.provider === 'razorpay' && p.transactionId === input.transaction_id);
    if (payment.status !== 'open') return answerSettled(ctx, payment);
    if (input.signature !== sandboxSignature(payment.providerOrderId, input.payment_id)) {
      refuse(ctx.state, payment, PROVIDER_REFUSAL_REASONS.signatureInvalid);
    }
    payment.paymentId = input.payment_id;
    payment.outcome = 'paid';
    return settle(ctx, payment);
  },
  initiatePhonepePayment: (ctx) => {
    const { payment, back } = start(ctx, 'phonepe');
    return ok({
      transaction_id: payment.transactionId,
      order_id: payment.orderId,
      provider: 'phonepe',
      url: `${paymentSandbox.sandboxBase}/phonepe/pay/${payment.transactionId}?redirect=${encodeURIComponent(back)}`,
    });
  },
  phonepePaymentStatus: (ctx) => {
    const wanted = ctx.query.transaction_id as string | undefined;
    const mine = ctx.state.payments.filter(
      (p) => p.provider === 'phonepe' && p.userId === ctx.requireUser().user.id && (!wanted || p.transactionId === wanted),
    );
    const payment = mine.at(-1);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    if (payment.status !== 'open') return answerSettled(ctx, payment);
    if (payment.outcome === 'created') throw unprocessable(PAYMENT_PENDING_MESSAGE);
    // The sandbox's status API says "Payment Failed" for a declined payment.
    if (payment.outcome === 'failed') refuse(ctx.state, payment, PROVIDER_REFUSAL_REASONS.failed);
    return settle(ctx, payment);
  },
  initiatePaypalPayment: (ctx) => {
    const { payment, back } = start(ctx, 'paypal');
    return ok({
      transaction_id: payment.transactionId,
      order_id: payment.orderId,
      provider: 'paypal',
      approval_url: `${paymentSandbox.sandboxBase}/paypal/approve/${payment.paymentId}?redirect=${encodeURIComponent(back)}`,
      payment_id: payment.paymentId,
    });
  },
  executePaypalPayment: (ctx) => {
    const input = ctx.body as ExecutePaypalInput;
    const payment = ownPayment(ctx, (p) => p.provider === 'paypal' && p.paymentId === input.payment_id);
    if (payment.status !== 'open') return answerSettled(ctx, payment);
    // Executing a payment the payer did not approve (or cancelled) fails it, as the provider refuses it.
    if (payment.outcome !== 'paid') refuse(ctx.state, payment, PROVIDER_REFUSAL_REASONS.notApproved);
    return settle(ctx, payment);
  },
} satisfies FakeResolvers;

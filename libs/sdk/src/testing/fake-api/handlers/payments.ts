import { createHmac, randomBytes } from 'node:crypto';
import type { ExecutePaypalInput, PaymentInitInput, VerifyPaymentInput } from '../../../generated/models';
import { paymentSandbox } from '../../fixtures/store';
import { badRequest, money, notFound, ok, unprocessable, type FakeContext, type FakeResolvers } from '../http';
import { openCartOfUser } from '../model/carts';
import { assertCartInStock, completeOrder, orderFromCart, orderView, setStatus } from '../model/orders';
import type { FakeState, PaymentRecord } from '../state';

type Provider = PaymentRecord['provider'];

// As the reference API answers (apps/api/src/services/payments).
const PLACED_MESSAGE = 'your order successfully placed';
const PAYMENT_NOT_FOUND = 'Payment not found';
const PAYMENT_FAILED = 'Payment Failed';
const PAYMENT_PENDING = 'Your payment is still pending, please check again in a moment';
const RETURN_URL_ORIGIN = 'return_url must be a page of this store';
const METHOD_LABELS: Record<Provider, string> = { razorpay: 'Card / UPI', phonepe: 'PhonePe', paypal: 'PayPal' };

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
  let url: URL | null = null;
  try {
    url = new URL(given);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    const message = 'return_url must be an absolute http(s) URL';
    throw badRequest(message, [{ field: 'return_url', message }]);
  }
  if (url.origin !== origin) throw badRequest(RETURN_URL_ORIGIN, [{ field: 'return_url', message: RETURN_URL_ORIGIN }]);
  return url.toString();
}

/** A payment attempt that did not happen: the payment failed, its order payment_failed (nothing was taken). */
function failAttempt(state: FakeState, payment: PaymentRecord): void {
  payment.outcome = 'failed';
  const record = state.orders.find((o) => o.order.id === payment.orderId);
  if (record && record.order.status === 'pending_payment') {
    record.order.payment_status = 'failed';
    record.order.amount_due = 0;
    setStatus(state, record, 'payment_failed');
  }
}

/**
 * Starts an online payment: a pending_payment order from the cart and a provider transaction, and where
 * the provider sends the shopper back (redirect providers). As the reference API, the shopper's earlier
 * unpaid attempts are abandoned (payment_failed) once the new one can start.
 */
function start(ctx: FakeContext, provider: Provider): { payment: PaymentRecord; back: string } {
  const { state } = ctx;
  const user = ctx.requireUser();
  const input = ctx.body as PaymentInitInput;
  if (input.payment_method !== provider) {
    const message = `payment_method must be ${provider} on this endpoint`;
    throw badRequest(message, [{ field: 'payment_method', message }]);
  }
  // The card popup comes back to the storefront itself: only the redirect providers take a return_url.
  const back = provider === 'razorpay' ? '' : returnUrlOf(ctx, provider === 'phonepe' ? 'phonepay' : 'paypal');
  if (!state.paymentOptions.some((o) => o.code === provider)) throw unprocessable(`${METHOD_LABELS[provider]} payment is not available`);
  const cart = openCartOfUser(state, user.user.id);
  if (!cart || cart.items.length === 0) throw unprocessable('Your cart is empty');
  const address = state.addresses.find((a) => a.address.id === cart.addressId && a.userId === user.user.id);
  if (!address) throw unprocessable('Please choose a delivery address');
  assertCartInStock(state, cart);
  const advance = input.make_advance_payment ?? cart.makeAdvancePayment;
  const useWallet = input.use_wallet_balance ?? false;
  const unpaid = state.payments.filter((p) => p.userId === user.user.id && p.outcome === 'created');
  for (const payment of unpaid) failAttempt(state, payment);
  const record = orderFromCart(state, user, cart, address.address, { paymentMethod: provider, useWallet, note: input.note ?? null, advance });
  const { order } = record;
  const amount = advance ? order.advance_payment_amount : money(order.total - order.wallet_amount_used);
  if (amount <= 0) throw unprocessable('Your wallet balance covers this order: place a wallet order instead');
  if (amount < 1) throw unprocessable('The amount to pay online must be at least ₹1');
  const payment: PaymentRecord = {
    transactionId: randomId('txn'),
    provider,
    userId: user.user.id,
    orderId: order.id,
    cartId: cart.id,
    providerOrderId: randomId('order'),
    paymentId: provider === 'paypal' ? `PAYID-${randomBytes(8).toString('hex').toUpperCase()}` : null,
    outcome: 'created',
    amount,
    advance,
    walletUsed: order.wallet_amount_used,
  };
  state.payments.push(payment);
  return { payment, back };
}

/** The provider collected the money: the order is placed and the cart emptied (repeat-safe). */
function settle(ctx: FakeContext, payment: PaymentRecord) {
  const { state } = ctx;
  const record = state.orders.find((o) => o.order.id === payment.orderId);
  const user = state.users.find((u) => u.user.id === payment.userId);
  if (!record || !user) throw notFound('Order not found');
  if (record.order.status === 'pending_payment' || record.order.status === 'payment_failed') {
    payment.outcome = 'paid';
    completeOrder(state, user, record, payment.amount);
  }
  return ok(orderView(state, record), { message: PLACED_MESSAGE });
}

/**
 * The provider's word on an attempt that is not paid: the first answer fails the order with the
 * provider's reason; a payment that already failed answers "Payment Failed" again (422 both).
 */
function refuse(state: FakeState, payment: PaymentRecord, reason: string): never {
  const record = state.orders.find((o) => o.order.id === payment.orderId);
  const firstAnswer = record?.order.status === 'pending_payment';
  failAttempt(state, payment);
  throw unprocessable(firstAnswer ? `${PAYMENT_FAILED}: ${reason}` : PAYMENT_FAILED);
}

function ownPayment(ctx: FakeContext, match: (p: PaymentRecord) => boolean): PaymentRecord {
  const user = ctx.requireUser();
  const payment = ctx.state.payments.find((p) => p.userId === user.user.id && match(p));
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
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
    if (payment.outcome === 'paid') return settle(ctx, payment);
    if (payment.outcome === 'failed') throw unprocessable(PAYMENT_FAILED);
    if (input.signature !== sandboxSignature(payment.providerOrderId, input.payment_id)) {
      refuse(ctx.state, payment, 'The payment signature is invalid');
    }
    payment.paymentId = input.payment_id;
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
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    if (payment.outcome === 'created') throw unprocessable(PAYMENT_PENDING);
    // The sandbox's status API says "Payment Failed" for a declined payment.
    if (payment.outcome === 'failed') refuse(ctx.state, payment, 'Payment Failed');
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
    // Executing a payment the payer did not approve (or cancelled) fails it, as the provider refuses it.
    if (payment.outcome !== 'paid') refuse(ctx.state, payment, 'Payer has not approved payment');
    return settle(ctx, payment);
  },
} satisfies FakeResolvers;

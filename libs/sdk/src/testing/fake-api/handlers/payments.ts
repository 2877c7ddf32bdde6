import { createHmac, randomBytes } from 'node:crypto';
import type { ExecutePaypalInput, PaymentInitInput, VerifyPaymentInput } from '../../../generated/models';
import { paymentSandbox } from '../../fixtures/store';
import { badRequest, money, notFound, ok, unprocessable, type FakeContext, type FakeResolvers } from '../http';
import { openCartOfUser } from '../model/carts';
import { assertCartInStock, completeOrder, orderFromCart, orderView, setStatus } from '../model/orders';
import type { FakeState, PaymentRecord } from '../state';

type Provider = PaymentRecord['provider'];

/** The sandbox card-popup signature: hex HMAC-SHA256 of `provider_order_id|payment_id` with the key secret. */
export function sandboxSignature(providerOrderId: string, paymentId: string): string {
  return createHmac('sha256', paymentSandbox.razorpayKeySecret).update(`${providerOrderId}|${paymentId}`).digest('hex');
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/** Starts an online payment: a pending_payment order from the cart and a provider transaction. */
function start(ctx: FakeContext, provider: Provider): PaymentRecord {
  const { state } = ctx;
  const user = ctx.requireUser();
  const input = ctx.body as PaymentInitInput;
  if (input.payment_method !== provider) {
    throw badRequest(`payment_method must be ${provider} here`, [
      { field: 'payment_method', message: `payment_method must be ${provider}` },
    ]);
  }
  if (!state.paymentOptions.some((o) => o.code === provider)) throw unprocessable(`${provider} is not enabled`);
  const cart = openCartOfUser(state, user.user.id);
  if (!cart || cart.items.length === 0) throw unprocessable('Your cart is empty');
  const address = state.addresses.find((a) => a.address.id === cart.addressId && a.userId === user.user.id);
  if (!address) throw unprocessable('Please choose a delivery address first');
  assertCartInStock(state, cart);
  const advance = input.make_advance_payment ?? cart.makeAdvancePayment;
  const record = orderFromCart(state, user, cart, address.address, {
    paymentMethod: provider,
    useWallet: input.use_wallet_balance ?? false,
    note: input.note ?? null,
    advance,
  });
  const { order } = record;
  const amount = advance ? order.advance_payment_amount : money(order.total - order.wallet_amount_used);
  if (amount <= 0) throw unprocessable('Your wallet covers this order: place it with the wallet instead');
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
  return payment;
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
  return ok(orderView(state, record), { message: 'your order successfully placed' });
}

function fail(state: FakeState, payment: PaymentRecord, message: string): never {
  payment.outcome = 'failed';
  const record = state.orders.find((o) => o.order.id === payment.orderId);
  if (record && record.order.status === 'pending_payment') {
    record.order.payment_status = 'failed';
    setStatus(state, record, 'payment_failed');
  }
  throw unprocessable(message);
}

function ownPayment(ctx: FakeContext, match: (p: PaymentRecord) => boolean): PaymentRecord {
  const user = ctx.requireUser();
  const payment = ctx.state.payments.find((p) => p.userId === user.user.id && match(p));
  if (!payment) throw notFound('Payment not found');
  return payment;
}

/** Online payments with the sandbox providers. */
export const paymentResolvers = {
  startPayment: (ctx) => {
    const payment = start(ctx, 'razorpay');
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
    if (input.signature !== sandboxSignature(payment.providerOrderId, input.payment_id)) {
      fail(ctx.state, payment, 'Payment verification failed');
    }
    payment.paymentId = input.payment_id;
    return settle(ctx, payment);
  },
  initiatePhonepePayment: (ctx) => {
    const payment = start(ctx, 'phonepe');
    const input = ctx.body as PaymentInitInput;
    const back = input.return_url ?? 'http://localhost/callbackUrl?action=phonepay';
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
    if (!payment) throw notFound('Payment not found');
    if (payment.outcome === 'created') throw unprocessable('Payment is still pending');
    if (payment.outcome === 'failed') fail(ctx.state, payment, 'Payment failed');
    return settle(ctx, payment);
  },
  initiatePaypalPayment: (ctx) => {
    const payment = start(ctx, 'paypal');
    const input = ctx.body as PaymentInitInput;
    const back = input.return_url ?? 'http://localhost/callbackUrl?action=paypal';
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
    if (payment.outcome === 'created') throw unprocessable('The payment has not been approved');
    if (payment.outcome === 'failed') fail(ctx.state, payment, 'The payment was declined');
    return settle(ctx, payment);
  },
} satisfies FakeResolvers;

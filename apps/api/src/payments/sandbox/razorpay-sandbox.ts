import type { FastifyInstance } from 'fastify';
import { objectOf, stringOf } from '../http';
import { parseBasicAuthorization, randomId, safeEqual } from '../signatures';
import { CHECKOUT_SCRIPT } from './checkout-script';
import { declineOrder, paymentDetails, payOrder, razorpayError } from './razorpay-outcomes';
import { razorpayUpi } from './razorpay-upi';
import { SandboxStore } from './store';

/** Order states, as Razorpay names them: created -> attempted (a failed try) -> paid. */
type OrderStatus = 'created' | 'attempted' | 'paid';

const MIN_AMOUNT = 100;

function orderBody(row: { reference: string; amount: number; currency: string; merchant_reference: string | null; status: string; created_at: string; data: string }) {
  const data = objectOf(JSON.parse(row.data));
  const paid = row.status === 'paid';
  return {
    id: row.reference,
    entity: 'order',
    amount: row.amount,
    amount_paid: paid ? row.amount : 0,
    amount_due: paid ? 0 : row.amount,
    currency: row.currency,
    receipt: row.merchant_reference,
    offer_id: null,
    status: row.status,
    attempts: row.status === 'created' ? 0 : 1,
    notes: data.notes ?? [],
    created_at: Math.floor(Date.parse(row.created_at) / 1000),
  };
}

/**
 * Razorpay simulator (`/sandbox/razorpay`): the Orders API (Basic auth with key id and secret), the
 * popup script, and the popup's pay/decline calls. A payment's signature is HMAC-SHA256 of
 * `order_id|payment_id` with the configured key secret, exactly what the merchant side verifies.
 */
export async function razorpaySandbox(app: FastifyInstance): Promise<void> {
  const store = new SandboxStore(app.db);
  const { keyId, keySecret } = app.config.razorpay;

  app.post('/v1/orders', async (request, reply) => {
    const auth = parseBasicAuthorization(request.headers.authorization);
    if (!auth || !safeEqual(auth.user, keyId) || !safeEqual(auth.password, keySecret)) {
      return razorpayError(reply, 401, 'Authentication failed');
    }
    const body = objectOf(request.body);
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < MIN_AMOUNT) {
      return razorpayError(reply, 400, 'The amount must be at least INR 1.00', { field: 'amount' });
    }
    if (body.currency !== 'INR') return razorpayError(reply, 400, 'Currency is not supported', { field: 'currency' });
    const receipt = body.receipt === undefined ? null : stringOf(body.receipt);
    if (receipt !== null && receipt.length > 40) {
      return razorpayError(reply, 400, 'receipt may not be greater than 40 characters.', { field: 'receipt' });
    }
    const row = await store.insert({
      provider: 'razorpay',
      reference: `order_${randomId(14)}`,
      merchantReference: receipt,
      amount,
      currency: 'INR',
      status: 'created' satisfies OrderStatus,
      data: { notes: objectOf(body.notes) },
    });
    return reply.send(orderBody(row));
  });

  /** Payments of an order (Basic auth): how the merchant finds a payment the popup never reported. */
  app.get<{ Params: { id: string } }>('/v1/orders/:id/payments', async (request, reply) => {
    const auth = parseBasicAuthorization(request.headers.authorization);
    if (!auth || !safeEqual(auth.user, keyId) || !safeEqual(auth.password, keySecret)) {
      return razorpayError(reply, 401, 'Authentication failed');
    }
    const order = await store.byReference('razorpay', request.params.id);
    if (!order) return razorpayError(reply, 400, 'The id provided does not exist');
    const items =
      order.status === 'paid' && order.payment_id
        ? [
            {
              id: order.payment_id,
              entity: 'payment',
              amount: order.amount,
              currency: order.currency,
              status: 'captured',
              // As Razorpay's payment entity: how it was paid, and the payer's UPI ID for a collect.
              method: paymentDetails(order).method,
              vpa: paymentDetails(order).vpa ?? null,
              order_id: order.reference,
              captured: true,
              created_at: Math.floor(Date.parse(order.updated_at) / 1000),
            },
          ]
        : [];
    return reply.send({ entity: 'collection', count: items.length, items });
  });

  app.get('/checkout.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CHECKOUT_SCRIPT),
  );

  /** The popup's "Pay": the payment succeeds and the handler gets a genuinely signed response. */
  app.post('/v1/checkout/pay', async (request, reply) => {
    const body = objectOf(request.body);
    if (body.key !== keyId) return razorpayError(reply, 401, 'The api key provided is invalid');
    const order = await store.byReference('razorpay', stringOf(body.order_id) ?? '');
    if (!order) return razorpayError(reply, 400, 'The id provided does not exist', { field: 'order_id' });
    const signed = await payOrder(store, order, keySecret);
    if (!signed) return razorpayError(reply, 400, 'Order has already been paid', { field: 'order_id' });
    return reply.send(signed);
  });

  /** The popup's "Decline" (card or UPI): a failed attempt, answered the way Checkout's `payment.failed` carries it. */
  app.post('/v1/checkout/decline', async (request, reply) => {
    const body = objectOf(request.body);
    if (body.key !== keyId) return razorpayError(reply, 401, 'The api key provided is invalid');
    const order = await store.byReference('razorpay', stringOf(body.order_id) ?? '');
    if (!order) return razorpayError(reply, 400, 'The id provided does not exist', { field: 'order_id' });
    return reply.send(await declineOrder(store, order, 'Payment declined by the shopper'));
  });

  /** UPI in the same popup: the QR code / app link, and paying by QR, app or UPI ID. */
  razorpayUpi(app, store);
}

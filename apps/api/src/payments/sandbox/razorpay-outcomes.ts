import type { FastifyReply } from 'fastify';
import { objectOf } from '../http';
import { razorpaySignature, randomId } from '../signatures';
import { type SandboxStore, type SandboxTransaction } from './store';

/** How the Razorpay simulator answers a refused call: Razorpay's error envelope. */
export function razorpayError(reply: FastifyReply, status: number, description: string, extra: Record<string, unknown> = {}) {
  return reply.code(status).send({
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed', ...extra },
  });
}

/** How the shopper paid in the popup, kept on the sandbox order (and listed with its payment). */
export type PaymentMethodDetails = { method: 'card' } | { method: 'upi'; flow: 'qr_or_intent' } | { method: 'upi'; flow: 'collect'; vpa: string };

/** How a paid order was paid (card when the order predates this record). */
export function paymentDetails(order: SandboxTransaction): { method: 'card' | 'upi'; vpa?: string } {
  const payment = objectOf(objectOf(JSON.parse(order.data)).payment);
  return payment.method === 'upi' ? { method: 'upi', ...(typeof payment.vpa === 'string' ? { vpa: payment.vpa } : {}) } : { method: 'card' };
}

/** What Checkout hands to `handler` for a paid order. */
export interface SignedPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/**
 * Pays the order once (compare-and-set: created/attempted -> paid) and signs it exactly as Razorpay does,
 * HMAC-SHA256 of `order_id|payment_id` with the key secret; null when it was paid already. Cards and UPI
 * both end here, so the merchant's verification cannot tell them apart.
 */
export async function payOrder(
  store: SandboxStore,
  order: SandboxTransaction,
  keySecret: string,
  details: PaymentMethodDetails = { method: 'card' },
): Promise<SignedPayment | null> {
  const paymentId = `pay_${randomId(14)}`;
  const data = { ...objectOf(JSON.parse(order.data)), payment: details };
  if (!(await store.transition(order.id, ['created', 'attempted'], 'paid', { paymentId, data }))) return null;
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: order.reference,
    razorpay_signature: razorpaySignature(order.reference, paymentId, keySecret),
  };
}

/** A failed attempt (the order stays payable), answered the way Checkout's `payment.failed` carries it. */
export async function declineOrder(store: SandboxStore, order: SandboxTransaction, description: string) {
  const paymentId = `pay_${randomId(14)}`;
  await store.transition(order.id, ['created', 'attempted'], 'attempted');
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_cancelled',
      metadata: { order_id: order.reference, payment_id: paymentId },
    },
  };
}

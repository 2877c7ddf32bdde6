import { PROVIDER_REFUSAL_REASONS } from '@storefront/domain';
import { callProvider, objectOf, stringOf } from './http';
import { basicAuthorization, verifyRazorpaySignature } from './signatures';
import type {
  FetchLike,
  PaymentProvider,
  ProviderConfig,
  ProviderConfirmInput,
  ProviderLookupInput,
  ProviderOutcome,
  ProviderStart,
  ProviderStartInput,
} from './types';
import { ProviderError } from './types';

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
}

export type RazorpayConfig = ProviderConfig<RazorpayCredentials>;

export const RAZORPAY_LIVE_BASE_URL = 'https://api.razorpay.com';
export const RAZORPAY_LIVE_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayProvider extends PaymentProvider {
  readonly code: 'razorpay';
  /** The public key the popup is opened with. */
  readonly keyId: string;
  /** URL of checkout.js: the real one live, the simulator's in sandbox mode. */
  readonly checkoutScript: string;
}

/**
 * Card/UPI popup (Razorpay Checkout): an order is created with the Orders API (amount in paise), the
 * popup pays it, and the handler's `razorpay_signature` is checked as HMAC-SHA256 of
 * `order_id|payment_id` with the key secret. Confirming needs no network call.
 */
export function createRazorpayProvider(config: RazorpayConfig, fetchImpl: FetchLike): RazorpayProvider {
  const { keyId, keySecret } = config.credentials;
  return {
    code: 'razorpay',
    keyId,
    checkoutScript: config.mode === 'live' ? RAZORPAY_LIVE_CHECKOUT_SCRIPT : `${config.baseUrl}/checkout.js`,

    async start(input: ProviderStartInput): Promise<ProviderStart> {
      const { status, body } = await callProvider('razorpay', fetchImpl, `${config.baseUrl}/v1/orders`, {
        method: 'POST',
        headers: { authorization: basicAuthorization(keyId, keySecret), 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: input.amount,
          currency: input.currency,
          receipt: input.transactionId,
          notes: { transaction_id: input.transactionId, description: input.description },
        }),
      });
      const order = objectOf(body);
      const id = stringOf(order.id);
      if (status !== 200 || !id || order.amount !== input.amount) {
        const error = objectOf(order.error);
        throw new ProviderError('razorpay', `order creation failed (${status}): ${stringOf(error.description) ?? 'no order id'}`, body);
      }
      return { providerOrderId: id, redirectUrl: null, raw: order };
    },

    async confirm(input: ProviderConfirmInput): Promise<ProviderOutcome> {
      const paymentId = input.paymentId ?? '';
      const signature = input.signature ?? '';
      const raw = { razorpay_order_id: input.providerOrderId, razorpay_payment_id: paymentId };
      if (paymentId && signature && verifyRazorpaySignature(input.providerOrderId, paymentId, signature, keySecret)) {
        return { status: 'paid', providerPaymentId: paymentId, raw };
      }
      return { status: 'failed', reason: PROVIDER_REFUSAL_REASONS.signatureInvalid, raw };
    },

    async lookup(input: ProviderLookupInput): Promise<ProviderOutcome> {
      const url = `${config.baseUrl}/v1/orders/${encodeURIComponent(input.providerOrderId)}/payments`;
      const { status, body } = await callProvider('razorpay', fetchImpl, url, {
        method: 'GET',
        headers: { authorization: basicAuthorization(keyId, keySecret) },
      });
      if (status !== 200) throw new ProviderError('razorpay', `order payments lookup answered ${status}`, body);
      const items = Array.isArray(objectOf(body).items) ? (objectOf(body).items as unknown[]) : [];
      const captured = items
        .map(objectOf)
        .find((p) => (p.status === 'captured' || p.status === 'authorized') && p.amount === input.amount);
      const id = captured ? stringOf(captured.id) : null;
      if (id) return { status: 'paid', providerPaymentId: id, raw: captured };
      return { status: 'pending', reason: 'No captured payment for this order', raw: body };
    },
  };
}

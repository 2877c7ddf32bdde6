import { callProvider, objectOf, stringOf } from './http';
import {
  encodeBase64Json,
  PHONEPE_PAY_PATH,
  phonepePayChecksum,
  phonepeStatusChecksum,
  phonepeStatusPath,
} from './signatures';
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

export interface PhonepeCredentials {
  merchantId: string;
  saltKey: string;
  saltIndex: string;
}

export type PhonepeConfig = ProviderConfig<PhonepeCredentials>;

/** The pay request PhonePe PG expects (base64-encoded as `request`). */
export interface PhonepePayPayload {
  merchantId: string;
  merchantTransactionId: string;
  merchantUserId: string;
  /** Paise. */
  amount: number;
  redirectUrl: string;
  redirectMode: 'REDIRECT' | 'POST';
  callbackUrl: string;
  paymentInstrument: { type: 'PAY_PAGE' };
}

/** Status codes that mean "not decided yet": ask again later, never mark failed. */
const PENDING_CODES = new Set(['PAYMENT_PENDING', 'PAYMENT_INITIATED', 'INTERNAL_SERVER_ERROR']);

/** PhonePe wants merchant ids of letters, digits, `_` and `-` only. */
export function phonepeSafeId(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 35);
}

/** Builds the base64 `request` and its X-VERIFY checksum for the pay API. */
export function buildPhonepePayRequest(payload: PhonepePayPayload, credentials: PhonepeCredentials) {
  const request = encodeBase64Json(payload);
  return { request, xVerify: phonepePayChecksum(request, credentials.saltKey, credentials.saltIndex) };
}

/**
 * Mobile-wallet redirect (PhonePe PG standard checkout): the pay API answers the pay page URL; after the
 * shopper comes back, the status API (its own checksum) says PAYMENT_SUCCESS or not. The S2S callback is
 * not relied on: the status API is the source of truth.
 */
export function createPhonepeProvider(config: PhonepeConfig, fetchImpl: FetchLike): PaymentProvider {
  const { merchantId, saltKey, saltIndex } = config.credentials;

  async function checkStatus(input: ProviderLookupInput): Promise<ProviderOutcome> {
    const path = phonepeStatusPath(merchantId, input.transactionId);
    const { status: httpStatus, body } = await callProvider('phonepe', fetchImpl, config.baseUrl + path, {
      method: 'GET',
      headers: {
        'content-type': 'application/json',
        'x-verify': phonepeStatusChecksum(merchantId, input.transactionId, saltKey, saltIndex),
        'x-merchant-id': merchantId,
      },
    });
    const answer = objectOf(body);
    const data = objectOf(answer.data);
    const code = stringOf(answer.code) ?? `HTTP_${httpStatus}`;
    if (httpStatus === 401 || code === 'AUTHORIZATION_FAILED') {
      throw new ProviderError('phonepe', 'status check refused our checksum', body);
    }
    if (code === 'PAYMENT_SUCCESS' && answer.success === true) {
      if (data.merchantTransactionId !== input.transactionId || data.amount !== input.amount) {
        return { status: 'failed', reason: 'The paid amount does not match the order', raw: answer };
      }
      return { status: 'paid', providerPaymentId: stringOf(data.transactionId) ?? input.transactionId, raw: answer };
    }
    if (PENDING_CODES.has(code)) return { status: 'pending', reason: 'The payment is still pending', raw: answer };
    return { status: 'failed', reason: stringOf(answer.message) ?? 'The payment failed', raw: answer };
  }

  return {
    code: 'phonepe',

    async start(input: ProviderStartInput): Promise<ProviderStart> {
      const payload: PhonepePayPayload = {
        merchantId,
        merchantTransactionId: input.transactionId,
        merchantUserId: phonepeSafeId(input.customerRef),
        amount: input.amount,
        redirectUrl: input.returnUrl,
        redirectMode: 'REDIRECT',
        callbackUrl: input.returnUrl,
        paymentInstrument: { type: 'PAY_PAGE' },
      };
      const { request, xVerify } = buildPhonepePayRequest(payload, config.credentials);
      const { status, body } = await callProvider('phonepe', fetchImpl, config.baseUrl + PHONEPE_PAY_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-verify': xVerify },
        body: JSON.stringify({ request }),
      });
      const answer = objectOf(body);
      const redirect = objectOf(objectOf(objectOf(answer.data).instrumentResponse).redirectInfo);
      const url = stringOf(redirect.url);
      if (status !== 200 || answer.success !== true || !url) {
        throw new ProviderError('phonepe', `pay request refused (${status}): ${stringOf(answer.code) ?? 'no pay page'}`, body);
      }
      return { providerOrderId: input.transactionId, redirectUrl: url, raw: answer };
    },

    /** The status API is the provider's word: nothing from the shopper is needed. */
    confirm: (input: ProviderConfirmInput) => checkStatus(input),
    lookup: (input: ProviderLookupInput) => checkStatus(input),
  };
}

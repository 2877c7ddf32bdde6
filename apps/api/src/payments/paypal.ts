import { callProvider, decimalToPaise, objectOf, paiseToDecimal, stringOf } from './http';
import { basicAuthorization } from './signatures';
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

export interface PaypalCredentials {
  clientId: string;
  clientSecret: string;
}

export type PaypalConfig = ProviderConfig<PaypalCredentials>;

/** Answers of execute that mean the shopper did not (or not validly) approve: the payment failed. */
const DECLINED_ERRORS = new Set([
  'PAYMENT_NOT_APPROVED_FOR_EXECUTION',
  'PAYER_ID_INVALID',
  'PAYER_ACTION_REQUIRED',
  'INSTRUMENT_DECLINED',
  'PAYMENT_EXPIRED',
  'PAYER_CANNOT_PAY',
  'INVALID_RESOURCE_ID',
]);

function firstLink(body: Record<string, unknown>, rel: string): string | null {
  const links = Array.isArray(body.links) ? body.links : [];
  const link = links.map(objectOf).find((l) => l.rel === rel);
  return link ? stringOf(link.href) : null;
}

/** A payment resource answered by execute or GET: approved with the expected amount is paid. */
function outcomeOf(status: number, payment: Record<string, unknown>, input: ProviderLookupInput): ProviderOutcome {
  if (status !== 200) throw new ProviderError('paypal', `payment lookup answered ${status}`, payment);
  if (payment.state !== 'approved') {
    return { status: 'failed', reason: `The payment is ${String(payment.state ?? 'unknown')}`, raw: payment };
  }
  const transaction = objectOf(Array.isArray(payment.transactions) ? payment.transactions[0] : null);
  const amount = objectOf(transaction.amount);
  if (decimalToPaise(amount.total) !== input.amount || amount.currency !== 'INR') {
    return { status: 'failed', reason: 'The paid amount does not match the order', raw: payment };
  }
  const resources = Array.isArray(transaction.related_resources) ? transaction.related_resources : [];
  const sale = objectOf(objectOf(resources[0]).sale);
  return { status: 'paid', providerPaymentId: stringOf(sale.id) ?? input.providerOrderId, raw: payment };
}

/**
 * Global redirect (PayPal REST v1 payments): an OAuth2 client-credentials token, then a `sale` payment
 * whose `approval_url` link the shopper follows; after approval PayPal sends the shopper back with
 * `paymentId` and `PayerID`, and the payment is executed with that payer id.
 */
export function createPaypalProvider(config: PaypalConfig, fetchImpl: FetchLike): PaymentProvider {
  const { clientId, clientSecret } = config.credentials;

  async function accessToken(): Promise<string> {
    const { status, body } = await callProvider('paypal', fetchImpl, `${config.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: basicAuthorization(clientId, clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const token = stringOf(objectOf(body).access_token);
    if (status !== 200 || !token) throw new ProviderError('paypal', `token request refused (${status})`, body);
    return token;
  }

  /** Reads the payment's state (after "already done": an earlier execute whose answer we lost). */
  async function lookUp(input: ProviderLookupInput, token: string): Promise<ProviderOutcome> {
    const url = `${config.baseUrl}/v1/payments/payment/${encodeURIComponent(input.providerOrderId)}`;
    const { status, body } = await callProvider('paypal', fetchImpl, url, {
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    });
    return outcomeOf(status, objectOf(body), input);
  }

  return {
    code: 'paypal',

    async start(input: ProviderStartInput): Promise<ProviderStart> {
      const token = await accessToken();
      const { status, body } = await callProvider('paypal', fetchImpl, `${config.baseUrl}/v1/payments/payment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          intent: 'sale',
          payer: { payment_method: 'paypal' },
          transactions: [
            {
              amount: { total: paiseToDecimal(input.amount), currency: input.currency },
              description: input.description,
              invoice_number: input.transactionId,
              custom: input.transactionId,
            },
          ],
          redirect_urls: { return_url: input.returnUrl, cancel_url: input.cancelUrl },
        }),
      });
      const payment = objectOf(body);
      const id = stringOf(payment.id);
      const approvalUrl = firstLink(payment, 'approval_url');
      if (status !== 201 || !id || !approvalUrl) {
        throw new ProviderError('paypal', `payment creation failed (${status}): ${stringOf(payment.name) ?? 'no approval link'}`, body);
      }
      return { providerOrderId: id, redirectUrl: approvalUrl, raw: payment };
    },

    async confirm(input: ProviderConfirmInput): Promise<ProviderOutcome> {
      const token = await accessToken();
      const url = `${config.baseUrl}/v1/payments/payment/${encodeURIComponent(input.providerOrderId)}/execute`;
      const { status, body } = await callProvider('paypal', fetchImpl, url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ payer_id: input.payerId ?? '' }),
      });
      const payment = objectOf(body);
      if (status === 200) return outcomeOf(status, payment, input);
      const name = stringOf(payment.name) ?? '';
      if (status === 400 && name === 'PAYMENT_ALREADY_DONE') return lookUp(input, token);
      if ((status === 400 || status === 404) && DECLINED_ERRORS.has(name)) {
        return { status: 'failed', reason: stringOf(payment.message) ?? 'The payment was not approved', raw: payment };
      }
      throw new ProviderError('paypal', `execute answered ${status} ${name}`, body);
    },

    /** Money moves only when we execute: a payment not executed is still pending (never taken). */
    async lookup(input: ProviderLookupInput): Promise<ProviderOutcome> {
      const outcome = await lookUp(input, await accessToken());
      return outcome.status === 'paid' ? outcome : { status: 'pending', reason: 'The payment was not executed', raw: outcome.raw };
    },
  };
}

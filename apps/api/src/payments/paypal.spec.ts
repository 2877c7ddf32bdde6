import { createPaypalProvider } from './paypal';
import { scriptedFetch } from './testing/scripted-fetch';
import { ProviderError } from './types';

const config = {
  mode: 'live' as const,
  credentials: { clientId: 'client', clientSecret: 'secret' },
  baseUrl: 'https://api-m.sandbox.paypal.com',
};
const start = {
  transactionId: 'txn_abc',
  amount: 129950,
  currency: 'INR' as const,
  customerRef: 'user_7',
  description: 'Order INV-2025-000001',
  returnUrl: 'https://shop.test/callbackUrl?action=paypal',
  cancelUrl: 'https://shop.test/callbackUrl?action=paypal&cancelled=1',
};
const confirm = { transactionId: 'txn_abc', providerOrderId: 'PAYID-1', amount: 129950, payerId: 'PAYER1' };
const token = () => ({ status: 200, body: { access_token: 'A21AA.token', token_type: 'Bearer', expires_in: 32400 } });
const approved = (total = '1299.50') => ({
  status: 200,
  body: {
    id: 'PAYID-1',
    state: 'approved',
    transactions: [{ amount: { total, currency: 'INR' }, related_resources: [{ sale: { id: 'SALE1', state: 'completed' } }] }],
  },
});

describe('PayPal adapter', () => {
  it('gets a client-credentials token, creates a sale and answers the approval_url', async () => {
    const fetch = scriptedFetch(token, () => ({
      status: 201,
      body: {
        id: 'PAYID-1',
        state: 'created',
        links: [
          { rel: 'self', href: 'https://api.test/v1/payments/payment/PAYID-1' },
          { rel: 'approval_url', href: 'https://paypal.test/checkoutnow?token=EC-1', method: 'REDIRECT' },
        ],
      },
    }));
    const result = await createPaypalProvider(config, fetch).start(start);

    expect(result).toMatchObject({ providerOrderId: 'PAYID-1', redirectUrl: 'https://paypal.test/checkoutnow?token=EC-1' });
    const [tokenRequest, createRequest] = fetch.requests;
    expect(tokenRequest.url).toBe('https://api-m.sandbox.paypal.com/v1/oauth2/token');
    expect(tokenRequest.headers.authorization).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest.body).toBe('grant_type=client_credentials');
    expect(createRequest.url).toBe('https://api-m.sandbox.paypal.com/v1/payments/payment');
    expect(createRequest.headers.authorization).toBe('Bearer A21AA.token');
    expect(JSON.parse(createRequest.body ?? '{}')).toMatchObject({
      intent: 'sale',
      payer: { payment_method: 'paypal' },
      transactions: [{ amount: { total: '1299.50', currency: 'INR' }, invoice_number: 'txn_abc' }],
      redirect_urls: { return_url: start.returnUrl, cancel_url: start.cancelUrl },
    });
  });

  it('fails loudly when the token or the payment is refused', async () => {
    const noToken = scriptedFetch(() => ({ status: 401, body: { error: 'invalid_client' } }));
    await expect(createPaypalProvider(config, noToken).start(start)).rejects.toBeInstanceOf(ProviderError);
    const noLink = scriptedFetch(token, () => ({ status: 201, body: { id: 'PAYID-1', links: [] } }));
    await expect(createPaypalProvider(config, noLink).start(start)).rejects.toThrow(/no approval link/);
  });

  it('executes with the payer id and checks the approved amount', async () => {
    const fetch = scriptedFetch(token, () => approved());
    await expect(createPaypalProvider(config, fetch).confirm(confirm)).resolves.toMatchObject({
      status: 'paid',
      providerPaymentId: 'SALE1',
    });
    expect(fetch.requests[1].url).toBe('https://api-m.sandbox.paypal.com/v1/payments/payment/PAYID-1/execute');
    expect(JSON.parse(fetch.requests[1].body ?? '{}')).toEqual({ payer_id: 'PAYER1' });

    const wrongAmount = scriptedFetch(token, () => approved('1.00'));
    await expect(createPaypalProvider(config, wrongAmount).confirm(confirm)).resolves.toMatchObject({ status: 'failed' });
  });

  it('answers failed when the payer did not approve or the payer id is wrong', async () => {
    for (const name of ['PAYMENT_NOT_APPROVED_FOR_EXECUTION', 'PAYER_ID_INVALID']) {
      const fetch = scriptedFetch(token, () => ({ status: 400, body: { name, message: name } }));
      await expect(createPaypalProvider(config, fetch).confirm(confirm)).resolves.toMatchObject({ status: 'failed' });
    }
  });

  it('reads the payment back when it was already executed (a lost answer)', async () => {
    const fetch = scriptedFetch(token, () => ({ status: 400, body: { name: 'PAYMENT_ALREADY_DONE' } }), () => approved());
    await expect(createPaypalProvider(config, fetch).confirm(confirm)).resolves.toMatchObject({ status: 'paid' });
    expect(fetch.requests[2]).toMatchObject({ method: 'GET', url: 'https://api-m.sandbox.paypal.com/v1/payments/payment/PAYID-1' });
  });

  it('raises a provider error on an unexpected answer', async () => {
    const fetch = scriptedFetch(token, () => ({ status: 422, body: { name: 'UNPROCESSABLE' } }));
    await expect(createPaypalProvider(config, fetch).confirm(confirm)).rejects.toBeInstanceOf(ProviderError);
  });

  it('looks a payment up: executed is paid, anything else is still pending (no money moved)', async () => {
    const executed = scriptedFetch(token, () => approved());
    await expect(createPaypalProvider(config, executed).lookup(confirm)).resolves.toMatchObject({ status: 'paid' });
    const created = scriptedFetch(token, () => ({ status: 200, body: { id: 'PAYID-1', state: 'created', transactions: [] } }));
    await expect(createPaypalProvider(config, created).lookup(confirm)).resolves.toMatchObject({ status: 'pending' });
  });
});

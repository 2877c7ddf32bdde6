import { createHmac } from 'node:crypto';
import { createRazorpayProvider, RAZORPAY_LIVE_CHECKOUT_SCRIPT } from './razorpay';
import { scriptedFetch } from './testing/scripted-fetch';
import { ProviderError } from './types';

const credentials = { keyId: 'rzp_test_key', keySecret: 'rzp_test_secret' };
const sandbox = { mode: 'sandbox' as const, credentials, baseUrl: 'http://shop.test/sandbox/razorpay' };
const start = {
  transactionId: 'txn_abc',
  amount: 129950,
  currency: 'INR' as const,
  customerRef: 'user_7',
  description: 'Order INV-2025-000001',
  returnUrl: 'http://shop.test/callbackUrl',
  cancelUrl: 'http://shop.test/callbackUrl',
};

describe('Razorpay adapter', () => {
  it('creates an order with the Orders API: Basic auth, amount in paise, our transaction as receipt', async () => {
    const fetch = scriptedFetch(() => ({ status: 200, body: { id: 'order_X1', entity: 'order', amount: 129950, currency: 'INR' } }));
    const result = await createRazorpayProvider(sandbox, fetch).start(start);

    expect(result.providerOrderId).toBe('order_X1');
    expect(result.redirectUrl).toBeNull();
    const [request] = fetch.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://shop.test/sandbox/razorpay/v1/orders');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`);
    expect(JSON.parse(request.body ?? '')).toMatchObject({ amount: 129950, currency: 'INR', receipt: 'txn_abc' });
  });

  it('fails loudly when the provider refuses the order or answers another amount', async () => {
    const refused = scriptedFetch(() => ({ status: 401, body: { error: { description: 'Authentication failed' } } }));
    await expect(createRazorpayProvider(sandbox, refused).start(start)).rejects.toBeInstanceOf(ProviderError);
    const wrongAmount = scriptedFetch(() => ({ status: 200, body: { id: 'order_X1', amount: 100 } }));
    await expect(createRazorpayProvider(sandbox, wrongAmount).start(start)).rejects.toThrow(/order creation failed/);
    const down = scriptedFetch(() => {
      throw new Error('ECONNREFUSED');
    });
    await expect(createRazorpayProvider(sandbox, down).start(start)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('confirms a payment whose signature is HMAC-SHA256(order_id|payment_id) with the secret, without a network call', async () => {
    const fetch = scriptedFetch();
    const provider = createRazorpayProvider(sandbox, fetch);
    const signature = createHmac('sha256', 'rzp_test_secret').update('order_X1|pay_P1').digest('hex');
    const base = { transactionId: 'txn_abc', providerOrderId: 'order_X1', amount: 129950 };

    await expect(provider.confirm({ ...base, paymentId: 'pay_P1', signature })).resolves.toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_P1',
    });
    await expect(provider.confirm({ ...base, paymentId: 'pay_P2', signature })).resolves.toMatchObject({ status: 'failed' });
    await expect(provider.confirm({ ...base, paymentId: 'pay_P1', signature: '0'.repeat(64) })).resolves.toMatchObject({
      status: 'failed',
    });
    expect(fetch.requests).toHaveLength(0);
  });

  it('opens the sandbox checkout script in sandbox mode and the real one live', () => {
    expect(createRazorpayProvider(sandbox, scriptedFetch()).checkoutScript).toBe('http://shop.test/sandbox/razorpay/checkout.js');
    const live = createRazorpayProvider({ ...sandbox, mode: 'live', baseUrl: 'https://api.razorpay.com' }, scriptedFetch());
    expect(live.checkoutScript).toBe(RAZORPAY_LIVE_CHECKOUT_SCRIPT);
    expect(live.keyId).toBe('rzp_test_key');
  });

  it('looks up an order payments to find one the popup never reported', async () => {
    const base = { transactionId: 'txn_abc', providerOrderId: 'order_X1', amount: 129950 };
    const captured = scriptedFetch(() => ({
      status: 200,
      body: { entity: 'collection', count: 1, items: [{ id: 'pay_P1', status: 'captured', amount: 129950, order_id: 'order_X1' }] },
    }));
    await expect(createRazorpayProvider(sandbox, captured).lookup(base)).resolves.toMatchObject({ status: 'paid', providerPaymentId: 'pay_P1' });
    expect(captured.requests[0]).toMatchObject({ method: 'GET', url: 'http://shop.test/sandbox/razorpay/v1/orders/order_X1/payments' });

    const none = scriptedFetch(() => ({ status: 200, body: { entity: 'collection', count: 0, items: [] } }));
    await expect(createRazorpayProvider(sandbox, none).lookup(base)).resolves.toMatchObject({ status: 'pending' });
  });
});

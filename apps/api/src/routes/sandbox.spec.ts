import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { forEachDatabase, startTestServer } from '../testing';
import { encodeBase64Json } from '../payments/signatures';

forEachDatabase('payment sandbox simulators', (server) => {
  const post = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/sandbox${path}`, { method: 'POST', headers, body });

  it('serves a checkout.js that defines window.Razorpay with open() and on()', async () => {
    const response = await fetch(`${server.baseUrl}/sandbox/razorpay/checkout.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const window: Record<string, unknown> = {};
    runInNewContext(await response.text(), { window, document: { currentScript: { src: `${server.baseUrl}/sandbox/razorpay/checkout.js` } } });
    const Razorpay = window.Razorpay as new (options: object) => { open: unknown; on: unknown; close: unknown };
    expect(typeof Razorpay).toBe('function');
    const checkout = new Razorpay({ key: 'rzp_test', order_id: 'order_1', amount: 100, handler: () => undefined });
    expect(typeof checkout.open).toBe('function');
    expect(typeof checkout.on).toBe('function');
    expect(typeof checkout.close).toBe('function');
    expect(() => new Razorpay({ order_id: 'order_1' })).toThrow(/key/);
  });

  it('refuses Orders API calls without the key id and secret, and popup calls with another key', async () => {
    const unauthenticated = await post('/razorpay/v1/orders', JSON.stringify({ amount: 1000, currency: 'INR' }), {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${server.config.razorpay.keyId}:wrong`).toString('base64')}`,
    });
    expect(unauthenticated.status).toBe(401);
    const otherKey = await post('/razorpay/v1/checkout/pay', new URLSearchParams({ key: 'rzp_other', order_id: 'order_x' }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(otherKey.status).toBe(401);
  });

  it('checks the PhonePe X-VERIFY of the pay and status APIs like the provider', async () => {
    const { merchantId, saltKey, saltIndex } = server.config.phonepe;
    const request = encodeBase64Json({
      merchantId,
      merchantTransactionId: 'txn_sandbox_check',
      merchantUserId: 'user_1',
      amount: 10000,
      redirectUrl: 'https://shop.example/callbackUrl?action=phonepay',
      redirectMode: 'REDIRECT',
      callbackUrl: 'https://shop.example/callbackUrl?action=phonepay',
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const good = `${sha(`${request}/pg/v1/pay${saltKey}`)}###${saltIndex}`;
    const bad = `${sha(`${request}/pg/v1/pay`)}###${saltIndex}`;
    const pay = (xVerify: string) =>
      post('/phonepe/pg/v1/pay', JSON.stringify({ request }), { 'content-type': 'application/json', 'x-verify': xVerify });

    const refused = await pay(bad);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false, code: 'AUTHORIZATION_FAILED' });
    const accepted = await pay(good);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ success: true, code: 'PAYMENT_INITIATED' });

    const statusPath = `/pg/v1/status/${merchantId}/txn_sandbox_check`;
    const status = (xVerify: string) =>
      fetch(`${server.baseUrl}/sandbox/phonepe${statusPath}`, { headers: { 'x-verify': xVerify, 'x-merchant-id': merchantId } });
    expect((await status(`${sha(statusPath)}###${saltIndex}`)).status).toBe(401);
    const pending = await status(`${sha(statusPath + saltKey)}###${saltIndex}`);
    expect(await pending.json()).toMatchObject({ code: 'PAYMENT_PENDING', data: { state: 'PENDING', amount: 10000 } });
  });

  it('refuses PayPal calls without a valid client-credentials token', async () => {
    const payment = await post('/paypal/v1/payments/payment', '{}', { 'content-type': 'application/json', authorization: 'Bearer forged' });
    expect(payment.status).toBe(401);
    const token = await post('/paypal/v1/oauth2/token', 'grant_type=client_credentials', {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${server.config.paypal.clientId}:wrong`).toString('base64')}`,
    });
    expect(token.status).toBe(401);
  });

  it('shows a not-found page for an unknown pay page or approval token', async () => {
    const phonepe = await fetch(`${server.baseUrl}/sandbox/phonepe/transact/unknown`);
    expect(phonepe.status).toBe(404);
    expect(await phonepe.text()).toMatch(/not valid/);
    expect((await fetch(`${server.baseUrl}/sandbox/paypal/checkoutnow?token=EC-UNKNOWN`)).status).toBe(404);
  });
});

describe('payment sandbox in live mode', () => {
  it('registers no simulator: they would sign with the live secrets', async () => {
    const server = await startTestServer({ database: 'sqlite', seed: false, config: { paymentMode: 'live' } });
    try {
      expect((await fetch(`${server.baseUrl}/sandbox/razorpay/checkout.js`)).status).toBe(404);
      const pay = await fetch(`${server.baseUrl}/sandbox/razorpay/v1/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'key=x&order_id=y',
      });
      expect(pay.status).toBe(404);
      expect((await fetch(`${server.baseUrl}/sandbox/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

import { createHmac } from 'node:crypto';
import { forEachDatabase } from '../../testing';
import type { SandboxTransactionsTable } from './store';

/**
 * UPI in the card/UPI popup simulator: the QR code / app link comes from the simulator's own order and
 * the store's UPI ID, and paying by QR, app or UPI ID ends in the same signed payment as a card.
 */
forEachDatabase('razorpay sandbox UPI', (server) => {
  const form = (data: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(data).toString(),
  });
  const key = () => server.config.razorpay.keyId;

  async function createOrder(amount = 129950): Promise<string> {
    const { keyId, keySecret } = server.config.razorpay;
    const response = await fetch(`${server.baseUrl}/sandbox/razorpay/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
      body: JSON.stringify({ amount, currency: 'INR', receipt: 'txn_upi_test', notes: { description: 'Order INV-UPI-1' } }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }
  const upi = (orderId: string, query: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/sandbox/razorpay/v1/checkout/upi?${new URLSearchParams({ key: key(), order_id: orderId, ...query })}`);
  const pay = (data: Record<string, string>) => fetch(`${server.baseUrl}/sandbox/razorpay/v1/checkout/upi/pay`, form({ key: key(), ...data }));
  const sandboxOrder = (orderId: string) =>
    server.db
      .withTables<{ sandbox_transactions: SandboxTransactionsTable }>()
      .selectFrom('sandbox_transactions')
      .select('status')
      .where('reference', '=', orderId)
      .executeTakeFirstOrThrow();

  it('answers the upi://pay link of the order (store UPI ID and name, amount from the order) and its QR code as labelled SVG', async () => {
    const orderId = await createOrder();
    // A tampered amount in the query is ignored: the amount is the simulator's own.
    const response = await upi(orderId, { amount: '100', am: '1.00' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { link: string; qr_svg: string; amount_text: string; payee_vpa: string };
    const expected = `upi://pay?pa=kiranaandco.sandbox%40razorpay&pn=Kirana%20%26%20Co.&tr=${orderId}&tn=Order%20INV-UPI-1&am=1299.50&cu=INR`;
    expect(body.link).toBe(expected);
    expect(body.amount_text).toBe('₹1,299.50');
    expect(body.payee_vpa).toBe('kiranaandco.sandbox@razorpay');
    expect(body.qr_svg).toMatch(/^<svg role="img" aria-label="UPI QR code for ₹1,299.50" data-upi-link="([^"]+)"/);
    expect(body.qr_svg).toContain(`data-upi-link="${expected.replace(/&/g, '&amp;')}"`);
    expect(body.qr_svg).toContain('<path');
    expect(body.qr_svg.trim().endsWith('</svg>')).toBe(true);
  });

  it('pays by QR or app: a payment signed like a card, listed as UPI; a second try is refused', async () => {
    const orderId = await createOrder();
    const response = await pay({ order_id: orderId });
    expect(response.status).toBe(200);
    const signed = (await response.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    expect(signed.razorpay_order_id).toBe(orderId);
    const hmac = createHmac('sha256', server.config.razorpay.keySecret).update(`${orderId}|${signed.razorpay_payment_id}`).digest('hex');
    expect(signed.razorpay_signature).toBe(hmac);
    expect((await sandboxOrder(orderId)).status).toBe('paid');

    const again = await pay({ order_id: orderId });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { description: 'Order has already been paid' } });
    expect((await upi(orderId)).status).toBe(400);
  });

  it('pays by UPI ID (collect), keeping the payer UPI ID on the payment', async () => {
    const orderId = await createOrder();
    const response = await pay({ order_id: orderId, vpa: ' ravi.kumar@okaxis ' });
    expect(response.status).toBe(200);
    const { keyId, keySecret } = server.config.razorpay;
    const payments = await fetch(`${server.baseUrl}/sandbox/razorpay/v1/orders/${orderId}/payments`, {
      headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
    });
    expect(await payments.json()).toMatchObject({ count: 1, items: [{ method: 'upi', vpa: 'ravi.kumar@okaxis', status: 'captured' }] });
  });

  it('refuses a malformed UPI ID with the form message, and leaves the order payable', async () => {
    const orderId = await createOrder();
    for (const vpa of ['ravi', 'ravi@okaxis1', '', 'x'.repeat(400) + '@ybl']) {
      const response = await pay({ order_id: orderId, vpa });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { description: string; field: string } };
      expect(body.error.field).toBe('vpa');
      expect(body.error.description).toMatch(/^Enter (your UPI ID, for example name@bank|a UPI ID like name@bank)/);
    }
    expect((await sandboxOrder(orderId)).status).toBe('created');
  });

  it('declines the test UPI ID failure@razorpay as a declined card: a failed attempt, still payable', async () => {
    const orderId = await createOrder();
    const response = await pay({ order_id: orderId, vpa: 'failure@razorpay' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ error: { reason: 'payment_cancelled', metadata: { order_id: orderId } } });
    expect((await sandboxOrder(orderId)).status).toBe('attempted');
    expect((await pay({ order_id: orderId })).status).toBe(200);
  });

  it('refuses another key or an unknown order, and says so when the store has no UPI ID', async () => {
    const orderId = await createOrder();
    expect((await fetch(`${server.baseUrl}/sandbox/razorpay/v1/checkout/upi?${new URLSearchParams({ key: 'rzp_other', order_id: orderId })}`)).status).toBe(401);
    expect((await upi('order_unknown')).status).toBe(400);
    expect((await pay({ order_id: 'order_unknown' })).status).toBe(400);

    await server.db.updateTable('store_settings').set({ upi_vpa: null }).execute();
    try {
      const response = await upi(orderId);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { description: 'UPI is not set up for this store' } });
    } finally {
      await server.db.updateTable('store_settings').set({ upi_vpa: 'kiranaandco.sandbox@razorpay' }).execute();
    }
  });
});

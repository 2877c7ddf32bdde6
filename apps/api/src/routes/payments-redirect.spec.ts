import { expectContractResponse, forEachDatabase, type TestServerHandle } from '../testing';
import { guestShopper, stockOf } from '../payments/testing/shopper';
import { createProviders } from '../payments/providers';
import { expireStalePayments, type Reconcile } from '../services/payments/expire-payments';

/** Submits a sandbox page's form the way a browser would, without following the redirect. */
async function submitPage(pageUrl: string, decision: string): Promise<{ status: number; location: string }> {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on ${pageUrl}`);
  const fields = new URLSearchParams({ decision });
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(name, value);
  const response = await fetch(new URL(action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

async function orderOf(server: TestServerHandle, token: string, id: number) {
  return (await server.api.get(`/orders/${id}`, { token })).body.data as { status: string; payment_status: string };
}

forEachDatabase('mobile-wallet payments (PhonePe sandbox)', (server) => {
  const start = (token: string) => server.api.post('/payments/initiate_phonepe_payment', { token, json: { payment_method: 'phonepe' } });
  const status = (token: string, transactionId?: string) =>
    server.api.post('/payments/phonepe_payment_status', { token, query: { transaction_id: transactionId } });

  it('approves on the pay page, comes back to /callbackUrl?action=phonepay and places the order on the status check', async () => {
    const shopper = await guestShopper(server);
    const response = await start(shopper.token);
    expect(response.status).toBe(200);
    const data = expectContractResponse('initiatePhonepePayment', response).data;
    expect(data).toMatchObject({ provider: 'phonepe' });
    expect(data.url).toMatch(new RegExp(`^${server.baseUrl}/sandbox/phonepe/transact/[A-Za-z0-9]{32}$`));

    // Before the shopper decides, the provider says pending: 422, and nothing changes.
    const early = await status(shopper.token);
    expect(early.status).toBe(422);
    expect(early.body.meta.message).toMatch(/pending/);
    expect(await orderOf(server, shopper.token, data.order_id)).toMatchObject({ status: 'pending_payment' });

    const back = await submitPage(data.url, 'approve');
    expect(back).toEqual({ status: 303, location: `${server.baseUrl}/callbackUrl?action=phonepay` });

    const checked = await status(shopper.token);
    expect(checked.status).toBe(200);
    expect(expectContractResponse('phonepePaymentStatus', checked).data).toMatchObject({
      id: data.order_id,
      status: 'placed',
      payment_status: 'paid',
      payment_method: 'phonepe',
    });
    const again = await status(shopper.token, data.transaction_id);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(data.order_id);
  });

  it('declines on the pay page: the status check answers 422, the order fails and the stock comes back', async () => {
    const shopper = await guestShopper(server);
    const stockBefore = await stockOf(server, shopper.productId);
    const { body } = await start(shopper.token);
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore - shopper.quantity);

    const back = await submitPage(body.data.url, 'decline');
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${server.baseUrl}/callbackUrl?action=phonepay`);
    const checked = await status(shopper.token);
    expect(checked.status).toBe(422);
    expectContractResponse('phonepePaymentStatus', checked);
    expect(await orderOf(server, shopper.token, body.data.order_id)).toMatchObject({ status: 'payment_failed', payment_status: 'failed' });
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore);
  });

  it('sends the shopper back to a given return_url, and hides other shoppers transactions (404)', async () => {
    const shopper = await guestShopper(server);
    const stranger = await guestShopper(server);
    const { body } = await server.api.post('/payments/initiate_phonepe_payment', {
      token: shopper.token,
      json: { payment_method: 'phonepe', return_url: `${server.baseUrl}/callbackUrl?action=phonepay&from=app` },
    });
    const back = await submitPage(body.data.url, 'approve');
    expect(back.location).toBe(`${server.baseUrl}/callbackUrl?action=phonepay&from=app`);

    const foreign = await status(stranger.token, body.data.transaction_id);
    expect(foreign.status).toBe(404);
    expect((await status(stranger.token)).status).toBe(404);
    expect((await status(shopper.token, body.data.transaction_id)).status).toBe(200);
  });

  it('places, rather than expires, a payment approved by a shopper who never came back', async () => {
    const shopper = await guestShopper(server);
    const { body } = await start(shopper.token);
    await submitPage(body.data.url, 'approve');

    const providers = createProviders(server.config, server.baseUrl, (input, init) => fetch(input, init));
    const reconcile: Reconcile = async (payment) =>
      payment.provider === 'phonepe'
        ? providers.phonepe.lookup({ transactionId: payment.transaction_id, providerOrderId: payment.provider_order_id ?? '', amount: payment.amount })
        : null;
    await expireStalePayments(server.db, { now: new Date(Date.now() + 31 * 60 * 1000), reconcile });
    expect(await orderOf(server, shopper.token, body.data.order_id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
  });

  it('refuses a return_url that is not http(s)', async () => {
    const shopper = await guestShopper(server);
    const response = await server.api.post('/payments/initiate_phonepe_payment', {
      token: shopper.token,
      json: { payment_method: 'phonepe', return_url: 'javascript:alert(1)' },
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ['another site', 'https://evil.example/callbackUrl?action=phonepay'],
    ['a look-alike host', 'http://127.0.0.1.evil.example/callbackUrl'],
    ['another port of this host', 'http://127.0.0.1:1/callbackUrl'],
  ])('refuses a return_url on %s (400), starting no payment', async (_name, returnUrl) => {
    const shopper = await guestShopper(server);
    const stockBefore = await stockOf(server, shopper.productId);
    for (const path of ['/payments/initiate_phonepe_payment', '/payments/initiate_paypal_payment']) {
      const response = await server.api.post(path, {
        token: shopper.token,
        json: { payment_method: path.includes('paypal') ? 'paypal' : 'phonepe', return_url: returnUrl },
      });
      expect(response.status).toBe(400);
      expect(response.body.meta.message).toBe('return_url must be a page of this store');
    }
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore);
  });
});

forEachDatabase('global redirect payments (PayPal sandbox)', (server) => {
  const start = (token: string) => server.api.post('/payments/initiate_paypal_payment', { token, json: { payment_method: 'paypal' } });
  const execute = (token: string, paymentId: string, payerId: string) =>
    server.api.post('/payments/execute_paypal_payment', { token, json: { payment_id: paymentId, payer_id: payerId } });

  it('approves, returns to /callbackUrl?action=paypal with paymentId and PayerID, and executes into a placed order', async () => {
    const shopper = await guestShopper(server);
    const response = await start(shopper.token);
    expect(response.status).toBe(200);
    const data = expectContractResponse('initiatePaypalPayment', response).data;
    expect(data.payment_id).toMatch(/^PAYID-[A-Z0-9]{24}$/);
    expect(data.approval_url).toMatch(new RegExp(`^${server.baseUrl}/sandbox/paypal/checkoutnow\\?token=EC-[A-Z0-9]{17}$`));

    const back = await submitPage(data.approval_url, 'approve');
    expect(back.status).toBe(303);
    const returned = new URL(back.location);
    expect(`${returned.origin}${returned.pathname}`).toBe(`${server.baseUrl}/callbackUrl`);
    expect(returned.searchParams.get('action')).toBe('paypal');
    expect(returned.searchParams.get('paymentId')).toBe(data.payment_id);
    const payerId = returned.searchParams.get('PayerID') ?? '';
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);

    const executed = await execute(shopper.token, data.payment_id, payerId);
    expect(executed.status).toBe(200);
    expect(expectContractResponse('executePaypalPayment', executed).data).toMatchObject({
      id: data.order_id,
      status: 'placed',
      payment_status: 'paid',
      payment_method: 'paypal',
    });
    const again = await execute(shopper.token, data.payment_id, payerId);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(data.order_id);
  });

  it('cancels back to the cancel URL; executing then answers 422 and the order fails with its stock back', async () => {
    const shopper = await guestShopper(server);
    const stockBefore = await stockOf(server, shopper.productId);
    const { body } = await start(shopper.token);

    const back = await submitPage(body.data.approval_url, 'cancel');
    expect(back.status).toBe(303);
    const returned = new URL(back.location);
    expect(returned.searchParams.get('action')).toBe('paypal');
    expect(returned.searchParams.get('cancelled')).toBe('true');
    expect(returned.searchParams.get('token')).toMatch(/^EC-/);
    expect(returned.searchParams.get('PayerID')).toBeNull();

    const executed = await execute(shopper.token, body.data.payment_id, 'ANYPAYER12345');
    expect(executed.status).toBe(422);
    expectContractResponse('executePaypalPayment', executed);
    expect(await orderOf(server, shopper.token, body.data.order_id)).toMatchObject({ status: 'payment_failed' });
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore);
  });

  it('answers 404 for an unknown or another shopper payment and 422 for a payer that did not approve', async () => {
    const shopper = await guestShopper(server);
    const stranger = await guestShopper(server);
    const { body } = await start(shopper.token);
    expect((await execute(shopper.token, 'PAYID-UNKNOWN', 'X')).status).toBe(404);
    expect((await execute(stranger.token, body.data.payment_id, 'X')).status).toBe(404);

    const forged = await execute(shopper.token, body.data.payment_id, 'NOTTHEPAYER12');
    expect(forged.status).toBe(422);
    expect(await orderOf(server, shopper.token, body.data.order_id)).toMatchObject({ status: 'payment_failed' });
  });
});

import { createHmac } from 'node:crypto';
import { expectContractResponse, forEachDatabase, type TestServerHandle } from '../testing';
import { AppError } from '../http/errors';
import { ProviderError, type PaymentProvider } from '../payments/types';
import { expireStalePayments } from '../services/payments/expire-payments';
import { completePayment } from '../services/payments/payment-lifecycle';
import { startOnlinePayment } from '../services/payments/start-payment';
import { creditWallet, guestShopper, stockOf } from '../payments/testing/shopper';

/** What the sandbox popup does when the shopper presses "Pay": a form post to the simulator. */
async function approveInPopup(server: TestServerHandle, key: string, orderId: string) {
  const response = await fetch(`${server.baseUrl}/sandbox/razorpay/v1/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key, order_id: orderId }).toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
}

async function startCard(server: TestServerHandle, token: string, extra: Record<string, unknown> = {}) {
  return server.api.post('/payments', { token, json: { payment_method: 'razorpay', ...extra } });
}

async function orderStatus(server: TestServerHandle, token: string, orderId: number) {
  const { body } = await server.api.get(`/orders/${orderId}`, { token });
  return body.data as { status: string; payment_status: string; amount_due: number; total: number };
}

async function cartCount(server: TestServerHandle, token: string): Promise<number> {
  const { body } = await server.api.get('/carts', { token });
  return body.data.total_quantity as number;
}

forEachDatabase('card/UPI popup payments', (server) => {
  it('starts with the popup parameters: amount = total x 100 in INR, a provider order, the sandbox script', async () => {
    const shopper = await guestShopper(server);
    const stockBefore = await stockOf(server, shopper.productId);
    const response = await startCard(server, shopper.token);

    expect(response.status).toBe(200);
    const data = expectContractResponse('startPayment', response).data;
    expect(data.total).toBe(shopper.total);
    expect(data.amount).toBe(Math.round(shopper.total * 100));
    expect(data.currency).toBe('INR');
    expect(data.key).toBe(server.config.razorpay.keyId);
    expect(data.provider_order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(data.checkout_script).toBe(`${server.baseUrl}/sandbox/razorpay/checkout.js`);
    // The order waits for the payment with its stock reserved; the cart still shows the items.
    expect(await orderStatus(server, shopper.token, data.order_id)).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore - shopper.quantity);
    expect(await cartCount(server, shopper.token)).toBe(shopper.quantity);
  });

  it('places the order when the popup approves and the signature verifies; a repeat answers the same order', async () => {
    const shopper = await guestShopper(server);
    const stockBefore = await stockOf(server, shopper.productId);
    const { body } = await startCard(server, shopper.token);
    const { transaction_id, key, provider_order_id } = body.data;
    const popup = await approveInPopup(server, key, provider_order_id);
    expect(popup.razorpay_order_id).toBe(provider_order_id);
    expect(popup.razorpay_signature).toBe(
      createHmac('sha256', server.config.razorpay.keySecret).update(`${provider_order_id}|${popup.razorpay_payment_id}`).digest('hex'),
    );

    const verify = { payment_id: popup.razorpay_payment_id, transaction_id, signature: popup.razorpay_signature };
    const first = await server.api.post('/payments/verify_payment', { token: shopper.token, json: verify });
    expect(first.status).toBe(200);
    const order = expectContractResponse('verifyPayment', first).data;
    expect(order).toMatchObject({ id: body.data.order_id, status: 'placed', payment_status: 'paid', payment_method: 'razorpay', amount_due: 0 });
    expect(order.status_history.map((h: { status: string }) => h.status)).toEqual(['pending_payment', 'placed']);
    expect(await cartCount(server, shopper.token)).toBe(0);

    const again = await server.api.post('/payments/verify_payment', { token: shopper.token, json: verify });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(order.id);
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore - shopper.quantity);
  });

  it('refuses a tampered signature with 422, fails the order and puts the stock back', async () => {
    const shopper = await guestShopper(server);
    const stockBefore = await stockOf(server, shopper.productId);
    const { body } = await startCard(server, shopper.token);
    const popup = await approveInPopup(server, body.data.key, body.data.provider_order_id);
    const forged = popup.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));

    const response = await server.api.post('/payments/verify_payment', {
      token: shopper.token,
      json: { payment_id: popup.razorpay_payment_id, transaction_id: body.data.transaction_id, signature: forged },
    });
    expect(response.status).toBe(422);
    expectContractResponse('verifyPayment', response);
    expect(await orderStatus(server, shopper.token, body.data.order_id)).toMatchObject({ status: 'payment_failed', payment_status: 'failed' });
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore);
    expect(await cartCount(server, shopper.token)).toBe(shopper.quantity);

    // The failed attempt stays failed, even with the genuine signature; a new start works.
    const genuine = await server.api.post('/payments/verify_payment', {
      token: shopper.token,
      json: { payment_id: popup.razorpay_payment_id, transaction_id: body.data.transaction_id, signature: popup.razorpay_signature },
    });
    expect(genuine.status).toBe(422);
    expect((await startCard(server, shopper.token)).status).toBe(200);
  });

  it('never lets a guest verify another shopper transaction (404)', async () => {
    const owner = await guestShopper(server);
    const stranger = await guestShopper(server);
    const { body } = await startCard(server, owner.token);
    const popup = await approveInPopup(server, body.data.key, body.data.provider_order_id);

    const response = await server.api.post('/payments/verify_payment', {
      token: stranger.token,
      json: { payment_id: popup.razorpay_payment_id, transaction_id: body.data.transaction_id, signature: popup.razorpay_signature },
    });
    expect(response.status).toBe(404);
    expectContractResponse('verifyPayment', response);
    expect(await orderStatus(server, owner.token, body.data.order_id)).toMatchObject({ status: 'pending_payment' });
  });

  it('charges only the advance (20% rounded up to the rupee) when make_advance_payment is on', async () => {
    const shopper = await guestShopper(server);
    const { body } = await startCard(server, shopper.token, { make_advance_payment: true });
    const advance = Math.ceil(shopper.total * 0.2);
    expect(body.data).toMatchObject({ total: advance, amount: advance * 100 });

    const popup = await approveInPopup(server, body.data.key, body.data.provider_order_id);
    const verified = await server.api.post('/payments/verify_payment', {
      token: shopper.token,
      json: { payment_id: popup.razorpay_payment_id, transaction_id: body.data.transaction_id, signature: popup.razorpay_signature },
    });
    expect(verified.body.data).toMatchObject({
      status: 'placed',
      payment_status: 'partially_paid',
      advance_payment_amount: advance,
      amount_due: Math.round((shopper.total - advance) * 100) / 100,
    });
  });

  it('takes the wallet balance off the amount, and answers 422 when the wallet covers everything', async () => {
    const partial = await guestShopper(server);
    await creditWallet(server, partial.token, 100);
    const { body } = await startCard(server, partial.token, { use_wallet_balance: true });
    expect(body.data.total).toBe(Math.round((partial.total - 100) * 100) / 100);
    const wallet = await server.api.get('/users/user_wallet', { token: partial.token });
    expect(wallet.body.data.balance).toBe(0);

    const covered = await guestShopper(server);
    const stockBefore = await stockOf(server, covered.productId);
    await creditWallet(server, covered.token, covered.total + 1);
    const response = await startCard(server, covered.token, { use_wallet_balance: true });
    expect(response.status).toBe(422);
    expect(response.body.meta.message).toMatch(/place a wallet order instead/);
    expect(await stockOf(server, covered.productId)).toBe(stockBefore);
    const after = await server.api.get('/users/user_wallet', { token: covered.token });
    expect(after.body.data.balance).toBe(covered.total + 1);
  });

  it('gives the wallet money back when the payment fails', async () => {
    const shopper = await guestShopper(server);
    await creditWallet(server, shopper.token, 50);
    const { body } = await startCard(server, shopper.token, { use_wallet_balance: true });
    await server.api.post('/payments/verify_payment', {
      token: shopper.token,
      json: { payment_id: 'pay_forged', transaction_id: body.data.transaction_id, signature: '0'.repeat(64) },
    });
    const wallet = await server.api.get('/users/user_wallet', { token: shopper.token });
    expect(wallet.body.data.balance).toBe(50);
  });

  it('replaces an abandoned attempt: a new start fails the old order and reserves the stock once', async () => {
    const shopper = await guestShopper(server);
    const stockBefore = await stockOf(server, shopper.productId);
    const first = await startCard(server, shopper.token);
    const second = await startCard(server, shopper.token);

    expect(second.status).toBe(200);
    expect(second.body.data.order_id).not.toBe(first.body.data.order_id);
    expect(await orderStatus(server, shopper.token, first.body.data.order_id)).toMatchObject({ status: 'payment_failed' });
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore - shopper.quantity);
  });

  it('completes, instead of abandoning, an attempt paid in the popup but never verified', async () => {
    const shopper = await guestShopper(server);
    const first = await startCard(server, shopper.token);
    await approveInPopup(server, first.body.data.key, first.body.data.provider_order_id);

    const again = await startCard(server, shopper.token);
    expect(again.status).toBe(422);
    expect(again.body.meta.message).toBe('Your cart is empty');
    expect(await orderStatus(server, shopper.token, first.body.data.order_id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
  });

  it('expires payments never completed, putting the stock back', async () => {
    const shopper = await guestShopper(server);
    const stockBefore = await stockOf(server, shopper.productId);
    const { body } = await startCard(server, shopper.token);
    expect(await expireStalePayments(server.db, { now: new Date() })).toBe(0);

    const failed = await expireStalePayments(server.db, { now: new Date(Date.now() + 31 * 60 * 1000) });
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(server, shopper.token, body.data.order_id)).toMatchObject({ status: 'payment_failed' });
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore);
  });

  it('answers 400, 401 and 422 for a wrong method, no login, an empty cart or a cart without address', async () => {
    const shopper = await guestShopper(server);
    const wrong = await server.api.post('/payments', { token: shopper.token, json: { payment_method: 'paypal' } });
    expect(wrong.status).toBe(400);
    expectContractResponse('startPayment', wrong);
    expect((await server.api.post('/payments', { json: { payment_method: 'razorpay' } })).status).toBe(401);

    await server.db.deleteFrom('cart_items').where('cart_id', 'in', server.db.selectFrom('carts').select('id').where('user_id', '=', (await server.api.get('/users/current_user_detail', { token: shopper.token })).body.data.id)).execute();
    const empty = await startCard(server, shopper.token);
    expect(empty.status).toBe(422);
    expect(empty.body.meta.message).toBe('Your cart is empty');

    const added = await server.api.post('/carts/add_item', { json: { item_id: shopper.productId, item_type: 'Product', quantity: 1 } });
    const guest = await server.api.post('/carts/guest_checkout', { cartToken: added.body.data.cart_token });
    const noAddress = await startCard(server, guest.body.data.token);
    expect(noAddress.status).toBe(422);
    expectContractResponse('startPayment', noAddress);
  });

  it('fails the order at once (stock back) and answers 502 when the provider cannot be reached', async () => {
    const shopper = await guestShopper(server);
    const stockBefore = await stockOf(server, shopper.productId);
    const unreachable: PaymentProvider = {
      code: 'razorpay',
      start: async () => {
        throw new ProviderError('razorpay', 'connect ECONNREFUSED');
      },
      confirm: async () => {
        throw new ProviderError('razorpay', 'connect ECONNREFUSED');
      },
      lookup: async () => {
        throw new ProviderError('razorpay', 'connect ECONNREFUSED');
      },
    };
    const me = await server.api.get('/users/current_user_detail', { token: shopper.token });
    const user = await server.db.selectFrom('users').selectAll().where('id', '=', me.body.data.id).executeTakeFirstOrThrow();
    const urls = { returnUrl: 'https://shop.example/callbackUrl', cancelUrl: 'https://shop.example/callbackUrl' };

    const error = await startOnlinePayment(server.db, unreachable, user, { payment_method: 'razorpay' }, urls).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(502);
    const order = await server.db.selectFrom('orders').select('status').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(order.status).toBe('payment_failed');
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore);
    expect(await cartCount(server, shopper.token)).toBe(shopper.quantity);
  });

  it('records a payment confirmed after its order was abandoned as paid and due for refund', async () => {
    const shopper = await guestShopper(server);
    const first = await startCard(server, shopper.token);
    await startCard(server, shopper.token);
    const payment = await server.db
      .selectFrom('payments')
      .selectAll()
      .where('transaction_id', '=', first.body.data.transaction_id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('failed');

    const settled = await server.db
      .transaction()
      .execute((trx) => completePayment(trx, payment.id, { providerPaymentId: 'pay_late', raw: {} }, new Date()));
    expect(settled.kind).toBe('late');
    const after = await server.db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('paid');
    expect(JSON.parse(after.raw)).toMatchObject({ refund_due: true });
    expect(await orderStatus(server, shopper.token, first.body.data.order_id)).toMatchObject({ status: 'payment_failed' });
  });
});

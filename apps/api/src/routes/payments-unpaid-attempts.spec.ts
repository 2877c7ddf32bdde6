import { expectContractResponse, forEachDatabase, type TestServerHandle } from '../testing';
import { expireStalePayments } from '../services/payments/expire-payments';
import { completePayment, failPendingOrder } from '../services/payments/payment-lifecycle';
import { creditWallet, guestShopper, stockOf } from '../payments/testing/shopper';

/** What the sandbox popup does when the shopper presses "Pay": a form post to the simulator. */
async function approveInPopup(server: TestServerHandle, key: string, orderId: string) {
  const response = await fetch(`${server.baseUrl}/sandbox/razorpay/v1/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key, order_id: orderId }).toString(),
  });
  return (await response.json()) as { razorpay_payment_id: string; razorpay_signature: string };
}

const startCard = (server: TestServerHandle, token: string) =>
  server.api.post('/payments', { token, json: { payment_method: 'razorpay', use_wallet_balance: true } });

const walletBalance = async (server: TestServerHandle, token: string) =>
  (await server.api.get('/users/user_wallet', { token })).body.data.balance as number;

async function walletCreditsFor(server: TestServerHandle, orderId: number) {
  return server.db.selectFrom('wallet_transactions').select('amount').where('order_id', '=', orderId).where('kind', '=', 'credit').execute();
}

/** An online attempt that was never paid is not an order the shopper placed; one paid too late stays listed. */
forEachDatabase('unpaid online attempts', (server) => {
  it('My Orders leaves out a declined attempt and shows its paid retry once; the attempt stays on record', async () => {
    const shopper = await guestShopper(server);
    await creditWallet(server, shopper.token, 50);
    const stockBefore = await stockOf(server, shopper.productId);

    const declined = (await startCard(server, shopper.token)).body.data;
    const refused = await server.api.post('/payments/verify_payment', {
      token: shopper.token,
      json: { payment_id: 'pay_declined', transaction_id: declined.transaction_id, signature: '0'.repeat(64) },
    });
    expect(refused.status).toBe(422);
    expect(await walletBalance(server, shopper.token)).toBe(50);

    const retry = (await startCard(server, shopper.token)).body.data;
    const popup = await approveInPopup(server, retry.key, retry.provider_order_id);
    const paid = await server.api.post('/payments/verify_payment', {
      token: shopper.token,
      json: { payment_id: popup.razorpay_payment_id, transaction_id: retry.transaction_id, signature: popup.razorpay_signature },
    });
    expect(paid.status).toBe(200);

    const list = await server.api.get('/orders/my_orders', { token: shopper.token });
    const body = expectContractResponse('listMyOrders', list);
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([retry.order_id]);
    expect(body.meta).toMatchObject({ total_count: 1 });
    // The merchant's record of the attempt stays, and the shopper may still open it.
    const attempt = await server.api.get(`/orders/${declined.order_id}`, { token: shopper.token });
    expect(attempt.status).toBe(200);
    expect(attempt.body.data).toMatchObject({ status: 'payment_failed', payment_status: 'failed', wallet_amount_used: 50 });
    // Stock and wallet held by the attempt came back once: only the paid order holds them now.
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore - shopper.quantity);
    expect(await walletBalance(server, shopper.token)).toBe(0);
  });

  it('an attempt failed by several callers at once gives back its stock and wallet money exactly once', async () => {
    const shopper = await guestShopper(server);
    await creditWallet(server, shopper.token, 30);
    const stockBefore = await stockOf(server, shopper.productId);
    const attempt = (await startCard(server, shopper.token)).body.data;
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore - shopper.quantity);

    const now = new Date();
    const later = new Date(now.getTime() + 31 * 60 * 1000);
    const outcomes = await Promise.all([
      server.db.transaction().execute((trx) => failPendingOrder(trx, attempt.order_id, 'Declined', now)),
      server.db.transaction().execute((trx) => failPendingOrder(trx, attempt.order_id, 'Declined', now)),
      server.db.transaction().execute((trx) => failPendingOrder(trx, attempt.order_id, 'Replaced by a new payment attempt', now)),
      expireStalePayments(server.db, { now: later }).then((count) => count > 0),
    ]);

    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(server, shopper.productId)).toBe(stockBefore);
    expect(await walletCreditsFor(server, attempt.order_id)).toEqual([{ amount: 3000 }]);
    expect(await walletBalance(server, shopper.token)).toBe(30);
    const history = await server.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', attempt.order_id)
      .where('status', '=', 'payment_failed')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('keeps in My Orders a failed attempt the provider confirmed afterwards: the shopper paid and is owed a refund', async () => {
    const shopper = await guestShopper(server);
    const attempt = (await startCard(server, shopper.token)).body.data;
    await server.db.transaction().execute((trx) => failPendingOrder(trx, attempt.order_id, 'Replaced by a new payment attempt', new Date()));
    const payment = await server.db.selectFrom('payments').select('id').where('transaction_id', '=', attempt.transaction_id).executeTakeFirstOrThrow();
    // The provider's webhook says the money was taken after all.
    const settled = await server.db
      .transaction()
      .execute((trx) => completePayment(trx, payment.id, { providerPaymentId: 'pay_late', raw: {} }, new Date()));
    expect(settled.kind).toBe('late');

    const list = expectContractResponse('listMyOrders', await server.api.get('/orders/my_orders', { token: shopper.token }));
    expect(list.data).toEqual([expect.objectContaining({ id: attempt.order_id, status: 'payment_failed' })]);
  });
});

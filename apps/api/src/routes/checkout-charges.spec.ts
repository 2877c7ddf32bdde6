import { toPaise } from '@storefront/domain';
import { expectContractResponse, forEachDatabase, type TestServerHandle } from '../testing';
import { creditWallet, guestShopper, stockedProduct } from '../payments/testing/shopper';

type Method = 'cod' | 'wallet' | 'razorpay' | 'phonepe' | 'paypal';

const START_PATHS: Record<string, string> = {
  razorpay: '/payments',
  phonepe: '/payments/initiate_phonepe_payment',
  paypal: '/payments/initiate_paypal_payment',
};

async function quote(server: TestServerHandle, token: string, query: Record<string, string>) {
  const response = await server.api.get('/carts/checkout_charges', { token, query });
  expect(response.status).toBe(200);
  return expectContractResponse('getCheckoutCharges', response).data;
}

/** Places the order the quote describes, as the storefront does, and answers it with what the provider is asked for. */
async function placeAsQuoted(server: TestServerHandle, token: string, method: Method, useWallet: boolean) {
  if (method === 'cod' || method === 'wallet') {
    const address = (await server.api.get('/addresses', { token })).body.data[0] as { id: number };
    const placed = await server.api.post('/orders', { token, json: { address_id: address.id, payment_method: method, use_wallet_balance: useWallet } });
    expect(placed.status).toBe(201);
    return { order: placed.body.data, online: 0 };
  }
  const started = await server.api.post(START_PATHS[method], { token, json: { payment_method: method, use_wallet_balance: useWallet } });
  expect(started.status).toBe(200);
  const payment = await server.db.selectFrom('payments').select(['order_id', 'amount']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const order = (await server.api.get(`/orders/${payment.order_id}`, { token })).body.data;
  return { order, online: payment.amount };
}

/** The amounts shown before paying are the amounts charged, for every way to pay. */
forEachDatabase('checkout charges', (server) => {
  const cases: { method: Method; wallet: number | 'covers'; advance?: boolean; placedAs?: Method }[] = [
    { method: 'cod', wallet: 0, advance: false },
    { method: 'cod', wallet: 100, advance: false },
    { method: 'cod', wallet: 'covers', advance: false, placedAs: 'wallet' },
    { method: 'razorpay', wallet: 0, advance: false },
    { method: 'razorpay', wallet: 100, advance: true },
    { method: 'phonepe', wallet: 100, advance: false },
    { method: 'paypal', wallet: 0, advance: true },
  ];

  it.each(cases)('$method, wallet $wallet, advance $advance: the quote is what the order charges', async ({ method, wallet, advance, placedAs }) => {
    // Cash on delivery is offered for orders up to ₹10,000 (docs/product.md §9): a COD cart (2 units) stays below it.
    const productId = method === 'cod' ? (await stockedProduct(server, 20, 400_000)).id : undefined;
    const shopper = await guestShopper(server, { productId });
    const useWallet = wallet !== 0;
    if (useWallet) await creditWallet(server, shopper.token, wallet === 'covers' ? shopper.total : wallet);
    if (advance) await server.api.put('/carts/advance_payment', { token: shopper.token, query: { make_advance_payment: 'true' } });

    const charges = await quote(server, shopper.token, { payment_method: method, use_wallet_balance: String(useWallet) });
    expect(charges.payment_method).toBe(placedAs ?? method);
    expect(toPaise(charges.wallet_amount_used) + toPaise(charges.pay_online_now) + toPaise(charges.due_on_delivery)).toBe(toPaise(charges.total));
    expect(charges.paid_now).toBe(charges.wallet_amount_used + charges.pay_online_now);

    const { order, online } = await placeAsQuoted(server, shopper.token, charges.payment_method as Method, useWallet);
    expect(order).toMatchObject({
      payment_method: charges.payment_method,
      sub_total: charges.sub_total,
      discount: charges.applied_discount,
      shipping_charge: charges.shipping_charge,
      cod_charge: charges.cod_charge,
      total: charges.total,
      wallet_amount_used: charges.wallet_amount_used,
      advance_payment_amount: charges.advance_payment_amount,
    });
    expect(online).toBe(toPaise(charges.pay_online_now));
    // cod and wallet orders are placed: what stays due is the quote's; an online one once its payment is in.
    const due = online > 0 ? toPaise(order.amount_due) - online : toPaise(order.amount_due);
    expect(due).toBe(toPaise(charges.due_on_delivery));
  });

  it('answers 401 without a login and 422 for an empty cart; writes nothing', async () => {
    expect((await server.api.get('/carts/checkout_charges')).status).toBe(401);
    const shopper = await guestShopper(server);
    const before = await server.api.get('/carts', { token: shopper.token });
    await quote(server, shopper.token, { payment_method: 'cod' });
    expect((await server.api.get('/carts', { token: shopper.token })).body.data).toEqual(before.body.data);
    for (const line of before.body.data.cart_items as { id: number }[]) {
      await server.api.delete(`/carts/remove_item/${line.id}`, { token: shopper.token });
    }
    const empty = await server.api.get('/carts/checkout_charges', { token: shopper.token });
    expect(empty.status).toBe(422);
    expectContractResponse('getCheckoutCharges', empty);
  });
});

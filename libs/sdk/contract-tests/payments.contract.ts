import type { StorefrontSdk } from '../src';
import { CatalogueDiscovery } from './catalogue-discovery';
import { contractTarget, expectSdkError, must, newSdk, registerShopper } from './setup';

const target = contractTarget();

// What the API answers (docs/decisions.md "Payments"); the fake must answer the same.
const PLACED = 'your order successfully placed';
const PAYMENT_FAILED = 'Payment Failed';
const PAYMENT_PENDING = 'Your payment is still pending, please check again in a moment';
const NOT_FOUND = 'Payment not found';

/** A new shopper with `quantity` of a simple product in the cart, delivered to a new address. */
async function readyToPay(quantity = 1) {
  const sdk = newSdk();
  await registerShopper(sdk);
  const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: quantity + 1 });
  await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity });
  const { data: address } = await sdk.addresses.create({
    name: 'Meera Iyer',
    phone: '9833344455',
    address_line_1: '3 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
  });
  const { data: cart } = await sdk.cart.addAddress(address.address.id);
  return { sdk, product, cart };
}

async function orderStatus(sdk: StorefrontSdk, orderId: number) {
  const { data } = await sdk.orders.get(orderId);
  return { status: data.status, payment_status: data.payment_status };
}

async function stockOf(sdk: StorefrontSdk, productId: number): Promise<number> {
  return (await sdk.catalog.product(productId)).data.stock_qty;
}

describe('card popup payment', () => {
  it('starts a pending_payment order from the cart, and the signed popup answer places it (repeat-safe)', async () => {
    const { sdk, product, cart } = await readyToPay();
    const { data: start } = await sdk.payments.start({ payment_method: 'razorpay' });
    const { data: settings } = await sdk.settings.get();
    expect(start).toMatchObject({
      currency: 'INR',
      total: cart.total,
      amount: Math.round(cart.total * 100),
      key: settings.payment_method.api_key,
      provider_order_id: expect.stringMatching(/.+/),
      checkout_script: expect.stringMatching(/^https?:\/\//),
    });
    expect(await orderStatus(sdk, start.order_id)).toEqual({ status: 'pending_payment', payment_status: 'pending' });
    // While the popup is open the order is not in My Orders, and the cart still shows.
    expect((await sdk.orders.myOrders()).data.map((o) => o.id)).not.toContain(start.order_id);
    expect((await sdk.cart.get()).data.cart_items.map((i) => i.item_id)).toEqual([product.id]);

    const paid = await target.paymentDesk.payCard(start);
    const placed = await sdk.payments.verify({ ...paid, transaction_id: start.transaction_id });
    expect(placed.meta.message).toBe(PLACED);
    expect(placed.data).toMatchObject({ id: start.order_id, status: 'placed', payment_method: 'razorpay', payment_status: 'paid', amount_due: 0 });
    expect((await sdk.payments.verify({ ...paid, transaction_id: start.transaction_id })).data.id).toBe(start.order_id);
    expect((await sdk.cart.get()).data.cart_items).toEqual([]);
    expect((await sdk.orders.myOrders()).data.map((o) => o.id)).toContain(start.order_id);
  });

  it('fails the order on a bad signature (422), after which the popup\'s genuine answer cannot revive it', async () => {
    const { sdk, product } = await readyToPay();
    const { data: start } = await sdk.payments.start({ payment_method: 'razorpay' });
    const forged = { payment_id: 'pay_forged', transaction_id: start.transaction_id, signature: '0'.repeat(64) };
    await expectSdkError(sdk.payments.verify(forged), 422, `${PAYMENT_FAILED}: The payment signature is invalid`);
    expect(await orderStatus(sdk, start.order_id)).toEqual({ status: 'payment_failed', payment_status: 'failed' });

    const paid = await target.paymentDesk.payCard(start);
    await expectSdkError(sdk.payments.verify({ ...paid, transaction_id: start.transaction_id }), 422, PAYMENT_FAILED);
    // The cart is still there for another try.
    expect((await sdk.cart.get()).data.cart_items.map((i) => i.item_id)).toEqual([product.id]);
    // An attempt never paid is not an order the shopper placed: My Orders leaves it out, its record stays.
    expect((await sdk.orders.myOrders()).data.map((o) => o.id)).not.toContain(start.order_id);
  });

  it('charges what GET /carts/checkout_charges quoted: the advance online, the rest on delivery', async () => {
    const { sdk } = await readyToPay(2);
    await sdk.cart.setAdvancePayment(true);
    const { data: quote } = await sdk.cart.checkoutCharges({ payment_method: 'razorpay', use_wallet_balance: false });
    expect(quote).toMatchObject({ payment_method: 'razorpay', make_advance_payment: true, wallet_amount_used: 0 });
    expect(quote.pay_online_now + quote.due_on_delivery).toBeCloseTo(quote.total, 2);

    const { data: start } = await sdk.payments.start({ payment_method: 'razorpay', make_advance_payment: true });
    expect(start.total).toBe(quote.pay_online_now);
    const paid = await target.paymentDesk.payCard(start);
    const { data: order } = await sdk.payments.verify({ ...paid, transaction_id: start.transaction_id });
    expect(order).toMatchObject({
      total: quote.total,
      sub_total: quote.sub_total,
      shipping_charge: quote.shipping_charge,
      cod_charge: quote.cod_charge,
      advance_payment_amount: quote.advance_payment_amount,
      amount_due: quote.due_on_delivery,
    });
  });

  it('holds the stock while the payment is open and gives it back when it fails', async () => {
    const { sdk, product } = await readyToPay(2);
    const before = await stockOf(sdk, product.id);
    const { data: start } = await sdk.payments.start({ payment_method: 'razorpay' });
    expect(await stockOf(sdk, product.id)).toBe(before - 2);
    const forged = { payment_id: 'pay_forged', transaction_id: start.transaction_id, signature: '0'.repeat(64) };
    await expectSdkError(sdk.payments.verify(forged), 422);
    expect(await stockOf(sdk, product.id)).toBe(before);
  });

  it('needs a login, its own payment_method, items and a delivery address (401, 400, 422)', async () => {
    await expectSdkError(newSdk().payments.start({ payment_method: 'razorpay' }), 401);
    const sdk = newSdk();
    await registerShopper(sdk);
    await expectSdkError(sdk.payments.start({ payment_method: 'razorpay' }), 422, 'Your cart is empty');
    const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });
    await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    await expectSdkError(sdk.payments.start({ payment_method: 'razorpay' }), 422, 'Please choose a delivery address');
    const wrong = await expectSdkError(sdk.payments.start({ payment_method: 'phonepe' }), 400, 'payment_method must be razorpay on this endpoint');
    expect(wrong.fieldErrors.map((e) => e.field)).toEqual(['payment_method']);
    const unknown = { payment_id: 'pay_x', transaction_id: 'txn_unknown', signature: '0'.repeat(64) };
    await expectSdkError(sdk.payments.verify(unknown), 404, NOT_FOUND);
  });
});

describe('advance payment', () => {
  it('pays only the advance online when the cart asks for it; the rest stays due', async () => {
    const { sdk, cart } = await readyToPay();
    const { data: withAdvance } = await sdk.cart.setAdvancePayment(true);
    const advance = Math.ceil(cart.total * 0.2);
    expect(withAdvance).toMatchObject({ make_advance_payment: true, advance_payment_amount: advance, total: cart.total });

    const { data: start } = await sdk.payments.start({ payment_method: 'razorpay' });
    expect(start).toMatchObject({ total: advance, amount: advance * 100 });
    const paid = await target.paymentDesk.payCard(start);
    const { data: order } = await sdk.payments.verify({ ...paid, transaction_id: start.transaction_id });
    expect(order).toMatchObject({ status: 'placed', payment_status: 'partially_paid', advance_payment_amount: advance });
    expect(order.amount_due).toBeCloseTo(order.total - advance, 2);
  });

  it('needs a token (401) and a cart with items (422)', async () => {
    await expectSdkError(newSdk().cart.setAdvancePayment(true), 401);
    const sdk = newSdk();
    await registerShopper(sdk);
    await expectSdkError(sdk.cart.setAdvancePayment(true), 422);
  });
});

describe('mobile wallet payment', () => {
  it('redirects to the provider; the status check says pending until the shopper approves, then places the order', async () => {
    const { sdk } = await readyToPay();
    const { data: redirect } = await sdk.payments.initiatePhonepe({ payment_method: 'phonepe' });
    expect(redirect).toMatchObject({ provider: 'phonepe', url: expect.stringMatching(/^https?:\/\//) });
    await expectSdkError(sdk.payments.phonepeStatus(), 422, PAYMENT_PENDING);
    expect(await orderStatus(sdk, redirect.order_id)).toEqual({ status: 'pending_payment', payment_status: 'pending' });

    await target.paymentDesk.decideWallet(redirect, 'approve');
    const placed = await sdk.payments.phonepeStatus({ transaction_id: redirect.transaction_id });
    expect(placed.meta.message).toBe(PLACED);
    expect(placed.data).toMatchObject({ id: redirect.order_id, status: 'placed', payment_method: 'phonepe', payment_status: 'paid' });
    expect((await sdk.payments.phonepeStatus()).data.id).toBe(redirect.order_id);
    expect((await sdk.cart.get()).data.cart_items).toEqual([]);
  });

  it('fails the order when the shopper declines', async () => {
    const { sdk } = await readyToPay();
    const { data: redirect } = await sdk.payments.initiatePhonepe({ payment_method: 'phonepe' });
    await target.paymentDesk.decideWallet(redirect, 'decline');
    await expectSdkError(sdk.payments.phonepeStatus(), 422, new RegExp(`^${PAYMENT_FAILED}`));
    await expectSdkError(sdk.payments.phonepeStatus({ transaction_id: redirect.transaction_id }), 422, PAYMENT_FAILED);
    expect(await orderStatus(sdk, redirect.order_id)).toEqual({ status: 'payment_failed', payment_status: 'failed' });
  });

  it('sends the shopper back only to a page of this store, and checks only the shopper\'s own payments', async () => {
    const { sdk } = await readyToPay();
    const elsewhere = { payment_method: 'phonepe' as const, return_url: 'https://elsewhere.example/callbackUrl' };
    const refused = await expectSdkError(sdk.payments.initiatePhonepe(elsewhere), 400, 'return_url must be a page of this store');
    expect(refused.fieldErrors.map((e) => e.field)).toEqual(['return_url']);
    const storePage = `${new URL(target.baseUrl).origin}/callbackUrl?action=phonepay&from=contract`;
    const { data: redirect } = await sdk.payments.initiatePhonepe({ payment_method: 'phonepe', return_url: storePage });

    const stranger = newSdk();
    await registerShopper(stranger);
    await expectSdkError(stranger.payments.phonepeStatus({ transaction_id: redirect.transaction_id }), 404, NOT_FOUND);
    await expectSdkError(stranger.payments.phonepeStatus(), 404, NOT_FOUND);
    await expectSdkError(newSdk().payments.phonepeStatus(), 401);
  });
});

describe('global provider payment', () => {
  it('answers an approval URL, and executing the approved payment places the order (repeat-safe)', async () => {
    const { sdk } = await readyToPay();
    const { data: redirect } = await sdk.payments.initiatePaypal({ payment_method: 'paypal' });
    expect(redirect).toMatchObject({ provider: 'paypal', approval_url: expect.stringMatching(/^https?:\/\//), payment_id: expect.stringMatching(/.+/) });
    const paymentId = must(redirect.payment_id, 'the provider payment id');

    const payerId = await target.paymentDesk.approveGlobal(redirect);
    const placed = await sdk.payments.executePaypal({ payment_id: paymentId, payer_id: payerId });
    expect(placed.meta.message).toBe(PLACED);
    expect(placed.data).toMatchObject({ id: redirect.order_id, status: 'placed', payment_method: 'paypal', payment_status: 'paid' });
    expect((await sdk.payments.executePaypal({ payment_id: paymentId, payer_id: payerId })).data.id).toBe(redirect.order_id);
  });

  it('fails the order when the payment is executed without the payer\'s approval', async () => {
    const { sdk } = await readyToPay();
    const { data: redirect } = await sdk.payments.initiatePaypal({ payment_method: 'paypal' });
    const execute = { payment_id: must(redirect.payment_id, 'the provider payment id'), payer_id: 'NOBODYAPPROVED' };
    await expectSdkError(sdk.payments.executePaypal(execute), 422, `${PAYMENT_FAILED}: Payer has not approved payment`);
    expect(await orderStatus(sdk, redirect.order_id)).toEqual({ status: 'payment_failed', payment_status: 'failed' });
    await expectSdkError(sdk.payments.executePaypal(execute), 422, PAYMENT_FAILED);
  });

  it('executes only the shopper\'s own payments (404), and needs a login', async () => {
    const { sdk } = await readyToPay();
    const { data: redirect } = await sdk.payments.initiatePaypal({ payment_method: 'paypal' });
    const execute = { payment_id: must(redirect.payment_id, 'the provider payment id'), payer_id: 'PAYER' };
    const stranger = newSdk();
    await registerShopper(stranger);
    await expectSdkError(stranger.payments.executePaypal(execute), 404, NOT_FOUND);
    await expectSdkError(sdk.payments.executePaypal({ ...execute, payment_id: 'PAYID-UNKNOWN' }), 404, NOT_FOUND);
    await expectSdkError(newSdk().payments.executePaypal(execute), 401);
    await expectSdkError(sdk.payments.initiatePaypal({ payment_method: 'razorpay' }), 400, 'payment_method must be paypal on this endpoint');
  });
});

describe('one payment attempt at a time', () => {
  it('a new start abandons the unpaid attempt: its order fails and can no longer be paid', async () => {
    const { sdk } = await readyToPay();
    const { data: first } = await sdk.payments.start({ payment_method: 'razorpay' });
    const { data: second } = await sdk.payments.initiatePaypal({ payment_method: 'paypal' });
    expect(second.order_id).not.toBe(first.order_id);
    expect(await orderStatus(sdk, first.order_id)).toEqual({ status: 'payment_failed', payment_status: 'failed' });
    const paid = await target.paymentDesk.payCard(first);
    await expectSdkError(sdk.payments.verify({ ...paid, transaction_id: first.transaction_id }), 422, PAYMENT_FAILED);

    const payerId = await target.paymentDesk.approveGlobal(second);
    const { data: order } = await sdk.payments.executePaypal({ payment_id: must(second.payment_id, 'the payment id'), payer_id: payerId });
    expect(order).toMatchObject({ id: second.order_id, status: 'placed' });
  });
});

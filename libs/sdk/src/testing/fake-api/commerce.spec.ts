import { classicTee, masalaChai, nonStickPan, outOfStockShirt, stovetopKettle, backOrderKettle, videoProduct } from '../fixtures/products';
import { useFakeKit } from './test-kit';

const kit = useFakeKit();
const { fake } = kit;

describe('cart charges', () => {
  it('charges ₹40 shipping below ₹499, ₹49 for COD, and a 20% advance rounded up', async () => {
    const sdk = kit.sdk();
    const { data: cheap } = await sdk.cart.addItem({ item_id: masalaChai.id, quantity: 1 });
    expect(cheap).toMatchObject({ sub_total: 199, shipping_charge: 40, cod_charge: 0, total: 239 });
    const { data: cod } = await sdk.cart.setCodCharge(true);
    expect(cod).toMatchObject({ cod_payment: true, cod_charge: 49, total: 288 });
    const { data: advance } = await sdk.cart.setAdvancePayment(true);
    expect(advance).toMatchObject({ make_advance_payment: true, advance_payment_amount: Math.ceil(288 * 0.2) });
    const line = advance.cart_items[0];
    const { data: free } = await sdk.cart.updateItemQuantity(line.id, 3);
    expect(free).toMatchObject({ sub_total: 597, shipping_charge: 0, total: 646 });
    expect((await sdk.cart.updateItemQuantity(line.id, 0)).data.cart_items).toEqual([]);
    await expect(sdk.cart.setCodCharge(true)).rejects.toMatchObject({ status: 422 });
  });

  it('takes back-order items beyond stock, and variants only as Variant', async () => {
    const sdk = kit.sdk();
    await expect(sdk.cart.addItem({ item_id: backOrderKettle.id, quantity: 3 })).resolves.toMatchObject({
      data: { cart_items: [expect.objectContaining({ item_id: backOrderKettle.id, quantity: 3 })] },
    });
    await expect(sdk.cart.addItem({ item_id: outOfStockShirt.id, quantity: 1 })).rejects.toMatchObject({ status: 422 });
    await expect(sdk.cart.addItem({ item_id: classicTee.id, quantity: 1 })).rejects.toMatchObject({ status: 422 });
    const variant = classicTee.variants[0];
    const { data } = await sdk.cart.addItem({ item_id: variant.id, item_type: 'Variant', quantity: 2 });
    expect(data.cart_items.find((i) => i.item_id === variant.id)?.variant?.attributes).toEqual(variant.attributes);
  });
});

describe('coupons', () => {
  it('caps WELCOME10 at ₹200, refuses an expired coupon, and drops a coupon the cart falls below', async () => {
    const { sdk } = await kit.shopper();
    await sdk.cart.addItem({ item_id: videoProduct.id, quantity: 1 });
    const { data } = await sdk.coupons.apply('welcome10');
    expect(data).toMatchObject({ coupon_code: 'WELCOME10', applied_discount: 200, total: videoProduct.price_with_tax - 200 });
    await expect(sdk.coupons.apply('SUMMER5')).rejects.toMatchObject({ status: 422 });
    const flat = await sdk.coupons.apply('FLAT100');
    expect(flat.data).toMatchObject({ coupon_code: 'FLAT100', applied_discount: 100 });
    const { data: emptied } = await sdk.cart.removeItem(flat.data.cart_items[0].id);
    expect(emptied).toMatchObject({ coupon_code: null, applied_discount: 0, total: 0 });
  });
});

describe('orders', () => {
  it('uses wallet money on a COD order and gives it back on cancel', async () => {
    const sdk = await kit.demo();
    const addressId = await kit.readyToPay(sdk, nonStickPan.id);
    const { data: order } = await sdk.orders.place({ address_id: addressId, payment_method: 'cod', use_wallet_balance: true });
    expect(order).toMatchObject({ wallet_amount_used: 250, amount_due: order.total - 250, payment_status: 'partially_paid' });
    expect((await sdk.wallet.get()).data.balance).toBe(0);
    await sdk.orders.cancel(order.id);
    const { data: wallet } = await sdk.wallet.get();
    expect(wallet.balance).toBe(250);
    expect(wallet.transactions[0]).toMatchObject({ kind: 'credit', amount: 250, order_id: order.id });
  });

  it('refuses a wallet order the balance does not cover, and takes stock', async () => {
    const sdk = await kit.demo();
    const addressId = await kit.readyToPay(sdk, stovetopKettle.id, 2);
    await expect(sdk.orders.place({ address_id: addressId, payment_method: 'wallet', use_wallet_balance: false })).rejects.toMatchObject({
      status: 422,
    });
    await sdk.orders.place({ address_id: addressId, payment_method: 'cod', use_wallet_balance: false });
    expect((await sdk.catalog.product(stovetopKettle.id)).data.stock_qty).toBe(stovetopKettle.stock_qty - 2);
  });

  it('accepts a return within 7 days of delivery, once', async () => {
    const { sdk } = await kit.shopper();
    const addressId = await kit.readyToPay(sdk, masalaChai.id);
    const { data: order } = await sdk.orders.place({ address_id: addressId, payment_method: 'cod', use_wallet_balance: false });
    const body = { return_request: { return_option_id: 1, comment: 'Packet torn' } };
    await expect(sdk.orders.return(order.id, body)).rejects.toMatchObject({ status: 422 });
    expect(fake.setOrderStatus(order.id, 'delivered').can_return).toBe(true);
    const { data } = await sdk.orders.return(order.id, body);
    expect(data).toMatchObject({ return_request: { order_id: order.id, status: 'requested' }, order: { status: 'return_requested' } });
    await expect(sdk.orders.return(order.id, body)).rejects.toMatchObject({ status: 409 });
  });

  it('refuses a return after 7 days', async () => {
    const { sdk } = await kit.shopper();
    const addressId = await kit.readyToPay(sdk, masalaChai.id);
    const { data: order } = await sdk.orders.place({ address_id: addressId, payment_method: 'cod', use_wallet_balance: false });
    fake.setOrderStatus(order.id, 'delivered');
    fake.advanceTime(8 * 24 * 60 * 60 * 1000);
    await expect(sdk.orders.return(order.id, { return_request: { return_option_id: 2 } })).rejects.toMatchObject({ status: 422 });
    await expect(sdk.orders.cancel(order.id)).rejects.toMatchObject({ status: 422 });
  });
});

describe('reviews', () => {
  it('takes one review per registered shopper and product', async () => {
    const { sdk } = await kit.shopper();
    const review = { product_id: masalaChai.id, rating: 2, title: 'Too strong', comment: 'Not for me.' };
    await expect(sdk.reviews.create(review)).resolves.toMatchObject({ data: { rating: 2 } });
    await expect(sdk.reviews.create(review)).rejects.toMatchObject({ status: 409 });
    const { data } = await sdk.catalog.product(masalaChai.id);
    expect(data).toMatchObject({ reviews_count: 2, average_rating: 3 });
    expect(data.reviews[0].title).toBe('Too strong');
    const guest = kit.sdk();
    await guest.cart.addItem({ item_id: masalaChai.id, quantity: 1 });
    await guest.auth.guestCheckout();
    await expect(guest.reviews.create(review)).rejects.toMatchObject({ status: 401 });
  });
});

describe('payments (sandbox)', () => {
  it('card popup: a bad signature fails the order; a new start makes a new order, which a good signature places (repeat-safe)', async () => {
    const { sdk } = await kit.shopper();
    await kit.readyToPay(sdk, nonStickPan.id);
    const { data: start } = await sdk.payments.start({ payment_method: 'razorpay', use_wallet_balance: false });
    expect(start).toMatchObject({ currency: 'INR', amount: Math.round(start.total * 100), key: expect.any(String) });
    const bad = { payment_id: 'pay_1', transaction_id: start.transaction_id, signature: '0'.repeat(64) };
    await expect(sdk.payments.verify(bad)).rejects.toMatchObject({ status: 422 });
    expect((await sdk.orders.get(start.order_id)).data.status).toBe('payment_failed');

    const { data: retry } = await sdk.payments.start({ payment_method: 'razorpay', use_wallet_balance: false });
    expect(retry.order_id).not.toBe(start.order_id);
    const good = {
      payment_id: 'pay_2',
      transaction_id: retry.transaction_id,
      signature: fake.sandboxSignature(retry.provider_order_id, 'pay_2'),
    };
    const { data: order } = await sdk.payments.verify(good);
    expect(order).toMatchObject({ id: retry.order_id, status: 'placed', payment_status: 'paid', amount_due: 0 });
    expect((await sdk.payments.verify(good)).data.id).toBe(order.id);
    expect((await sdk.orders.get(start.order_id)).data.status).toBe('payment_failed');
    expect((await sdk.cart.get()).data.cart_items).toEqual([]);
  });

  it('mobile wallet: pending until the provider says paid', async () => {
    const { sdk } = await kit.shopper();
    await kit.readyToPay(sdk, nonStickPan.id);
    const { data } = await sdk.payments.initiatePhonepe({ payment_method: 'phonepe', use_wallet_balance: false });
    expect(data).toMatchObject({ provider: 'phonepe', url: expect.stringContaining(data.transaction_id) });
    await expect(sdk.payments.phonepeStatus()).rejects.toMatchObject({ status: 422 });
    fake.settlePayment(data.transaction_id, 'paid');
    expect((await sdk.payments.phonepeStatus()).data).toMatchObject({ id: data.order_id, status: 'placed' });
  });

  it('global provider: an execute before approval fails the attempt for good; advance payment leaves the rest due', async () => {
    const { sdk } = await kit.shopper();
    await kit.readyToPay(sdk, nonStickPan.id);
    const terms = { payment_method: 'paypal', use_wallet_balance: false, make_advance_payment: true } as const;
    const { data: unapproved } = await sdk.payments.initiatePaypal(terms);
    const early = { payment_id: unapproved.payment_id as string, payer_id: 'PAYER1' };
    await expect(sdk.payments.executePaypal(early)).rejects.toMatchObject({ status: 422 });
    expect((await sdk.orders.get(unapproved.order_id)).data.status).toBe('payment_failed');
    fake.settlePayment(unapproved.transaction_id, 'paid');
    await expect(sdk.payments.executePaypal(early)).rejects.toMatchObject({ status: 422, serverMessage: 'Payment Failed' });

    const { data } = await sdk.payments.initiatePaypal(terms);
    expect(data.order_id).not.toBe(unapproved.order_id);
    fake.settlePayment(data.transaction_id, 'paid');
    const { data: order } = await sdk.payments.executePaypal({ payment_id: data.payment_id as string, payer_id: 'PAYER1' });
    expect(order).toMatchObject({ status: 'placed', payment_status: 'partially_paid', payment_method: 'paypal' });
    expect(order.amount_due).toBeCloseTo(order.total - order.advance_payment_amount, 2);
  });
});

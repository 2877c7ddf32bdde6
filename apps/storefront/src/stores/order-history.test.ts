import { masalaChai } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { placeFakeOrder } from '../test-utils/fake-orders';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';
import { http, HttpResponse } from 'msw';

const { fake, server } = installFakeApi();

async function signedIn() {
  const store = createTestStore(fake);
  await signInDemoCustomer(store.root);
  return store;
}

describe('my orders list', () => {
  it('lists the shopper’s orders newest first with invoice number, status, total and thumbnail', async () => {
    const { root } = await signedIn();
    const first = await placeFakeOrder(root, fake);
    const second = await placeFakeOrder(root, fake, { quantity: 2 });

    await root.orderHistory.loadOrders();

    expect(root.orderHistory.orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(root.orderHistory.orders[0]).toMatchObject({ invoice_number: second.invoice_number, status: 'placed', items_count: 2 });
    expect(root.orderHistory.totalPages).toBe(1);
    expect(root.orderHistory.listLoading).toBe(false);
  });

  it('turns a result that is not an array into an empty list', async () => {
    const { root } = await signedIn();
    server.use(http.get(`${fake.baseUrl}/orders/my_orders`, () => HttpResponse.json({ data: { orders: 'nope' }, meta: {} })));

    await root.orderHistory.loadOrders();

    expect(root.orderHistory.orders).toEqual([]);
    expect(root.orderHistory.listError).toBeNull();
  });

  it('a failed list is empty and keeps the error', async () => {
    const { root } = await signedIn();
    failRequest(server, fake, 'get', '/orders/my_orders');

    await root.orderHistory.loadOrders();

    expect(root.orderHistory.orders).toEqual([]);
    expect(root.orderHistory.listError).not.toBeNull();
  });
});

describe('order detail, cancel and return', () => {
  it('cancels a placed order: "order successfully cancel!", the order refreshed, wallet money back', async () => {
    const { root, notifier } = await signedIn();
    const order = await placeFakeOrder(root, fake, { useWallet: true });
    expect(order.wallet_amount_used).toBeGreaterThan(0);
    await root.orderHistory.loadOrder(order.id);
    expect(root.orderHistory.order?.can_cancel).toBe(true);

    const cancelled = await root.orderHistory.cancel(order.id);

    expect(cancelled).toBe(true);
    expect(notifier.successes).toEqual(['order successfully cancel!']);
    expect(root.orderHistory.order).toMatchObject({ id: order.id, status: 'cancelled', can_cancel: false });
    await root.wallet.load();
    expect(root.wallet.transactions[0]).toMatchObject({ kind: 'credit', order_id: order.id, amount: order.wallet_amount_used });
  });

  it('a refused cancel says "order cancel error!" and keeps the API’s reason', async () => {
    const { root, notifier } = await signedIn();
    const order = await placeFakeOrder(root, fake, { status: 'shipped' });
    await root.orderHistory.loadOrder(order.id);

    const cancelled = await root.orderHistory.cancel(order.id);

    expect(cancelled).toBe(false);
    expect(notifier.errors).toEqual(['order cancel error!']);
    expect(root.orderHistory.refusal).toBe('This order can no longer be cancelled (it is shipped)');
    expect(root.orderHistory.order?.status).toBe('shipped');
  });

  it('returns a delivered order with a reason: the server’s data.message, the order now return_requested', async () => {
    const { root, notifier } = await signedIn();
    const order = await placeFakeOrder(root, fake, { status: 'delivered' });
    await root.orderHistory.loadReturnOptions();
    expect(root.orderHistory.returnOptions.length).toBeGreaterThan(0);

    const returned = await root.orderHistory.requestReturn(order.id, root.orderHistory.returnOptions[0].id, '  Too small  ');

    expect(returned).toBe(true);
    expect(notifier.successes).toEqual(['Your return request has been submitted']);
    expect(root.orderHistory.order).toMatchObject({ status: 'return_requested', can_return: false });
  });

  it('says "submitted!" when the return answer carries no message', async () => {
    const { root, notifier } = await signedIn();
    const order = await placeFakeOrder(root, fake, { status: 'delivered' });
    server.use(
      http.post(`${fake.baseUrl}/orders/${order.id}/return`, () =>
        HttpResponse.json({ data: { message: '', return_request: {}, order: { ...order, status: 'return_requested' } }, meta: {} }),
      ),
    );

    await root.orderHistory.requestReturn(order.id, 1, '');

    expect(notifier.successes).toEqual(['submitted!']);
  });

  it('a refused return says "return order error!" and keeps the API’s reason (outside the 7 days)', async () => {
    const { root, notifier } = await signedIn();
    const order = await placeFakeOrder(root, fake, { status: 'delivered' });
    fake.advanceTime(8 * 24 * 60 * 60 * 1000);

    const returned = await root.orderHistory.requestReturn(order.id, 1, 'Late');

    expect(returned).toBe(false);
    expect(notifier.errors).toEqual(['return order error!']);
    expect(root.orderHistory.refusal).toBe('Returns are accepted within 7 days of delivery');
  });

  it('an unknown order leaves no order and keeps the 404', async () => {
    const { root } = await signedIn();

    await root.orderHistory.loadOrder(999_999);

    expect(root.orderHistory.order).toBeNull();
    expect(root.orderHistory.orderError).toMatchObject({ status: 404 });
  });

  it('return reasons that fail to load leave none to pick', async () => {
    const { root } = await signedIn();
    failRequest(server, fake, 'get', '/return_options/return_options');

    await root.orderHistory.loadReturnOptions();

    expect(root.orderHistory.returnOptions).toEqual([]);
  });
});

describe('GST invoice', () => {
  it('loads the invoice with its tax lines; a failure keeps the error', async () => {
    const { root } = await signedIn();
    const order = await placeFakeOrder(root, fake, { quantity: 3 });

    await root.orderHistory.loadInvoice(order.id);

    expect(root.orderHistory.invoice).toMatchObject({ invoice_number: order.invoice_number, total: order.total });
    expect(root.orderHistory.invoice?.lines[0]).toMatchObject({ description: masalaChai.name, quantity: 3, gst_rate: 5 });

    failRequest(server, fake, 'get', `/orders/${order.id}/invoice`, { status: 404, message: 'Order not found' });
    await root.orderHistory.loadInvoice(order.id);
    expect(root.orderHistory.invoice).toBeNull();
    expect(root.orderHistory.invoiceError?.message).toBe('Order not found');
  });
});

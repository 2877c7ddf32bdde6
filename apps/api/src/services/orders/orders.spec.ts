import { expectContractResponse, forEachDatabase } from '../../testing';
import { createProduct, createVariantProduct, stockOf, walletBalance } from '../../testing/commerce-fixtures';
import { type CheckoutShopper, createShopper, loginDemoCustomer } from '../../testing/shoppers';
import { findUserCart } from '../carts/cart-lookup';
import { createOrderFromCart } from './create-order-from-cart';

const INVOICE = /^INV-\d{4}-\d{6}$/;

forEachDatabase('orders', (server) => {
  async function fillCart(shopper: CheckoutShopper, items: { productId: number; quantity: number; itemType?: 'Product' | 'Variant' }[]) {
    for (const item of items) {
      const response = await server.api.post('/carts/add_item', {
        token: shopper.token,
        json: { item_id: item.productId, item_type: item.itemType ?? 'Product', quantity: item.quantity },
      });
      expect(response.status).toBe(200);
    }
  }
  const place = (shopper: CheckoutShopper, json: object = {}) =>
    server.api.post('/orders', { token: shopper.token, json: { address_id: shopper.addressId, payment_method: 'cod', ...json } });

  describe('placing an order', () => {
    it('places a COD order: server totals, stock taken, address snapshot, invoice, WhatsApp link', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db, { price: 300, stock: 10 });
      await fillCart(shopper, [{ productId, quantity: 2 }]);

      const response = await place(shopper, { note: '  Ring the bell  ' });
      expect(response.status).toBe(201);
      const order = expectContractResponse('placeOrder', response).data;
      expect(response.body.meta.message).toBe('your order successfully placed');
      expect(order.invoice_number).toMatch(INVOICE);
      expect(order).toMatchObject({
        status: 'placed',
        payment_method: 'cod',
        payment_status: 'pending',
        sub_total: 600,
        discount: 0,
        shipping_charge: 0,
        cod_charge: 49,
        wallet_amount_used: 0,
        advance_payment_amount: 0,
        total: 649,
        amount_due: 649,
        note: 'Ring the bell',
        can_cancel: true,
        can_return: false,
        coupon_code: null,
        address: { name: 'Asha Rao', city: 'Bengaluru', pincode: '560001', address_type: 'home' },
        status_history: [{ status: 'placed', at: expect.any(String) }],
      });
      expect(order.address.id).toBeUndefined();
      expect(order.items).toEqual([
        expect.objectContaining({ product_id: productId, variant_id: null, quantity: 2, unit_price: 300, total_price: 600 }),
      ]);
      expect(order.whatsapp_order_link).toMatch(/^https:\/\/wa\.me\/919820012345\?text=/);
      expect(decodeURIComponent(order.whatsapp_order_link.split('text=')[1])).toContain(order.invoice_number);

      expect(await stockOf(server.db, productId)).toBe(8);
      const cart = await server.api.get('/carts', { token: shopper.token });
      expect(cart.body.data).toMatchObject({ id: null, cart_items: [] });
    });

    it('records the coupon that applied and numbers invoices one after the other', async () => {
      const first = await createShopper(server.db, { withAddress: true });
      const second = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db, { price: 1000, stock: 10 });
      await fillCart(first, [{ productId, quantity: 1 }]);
      await fillCart(second, [{ productId, quantity: 1 }]);
      await server.api.post('/carts/apply_coupon', { token: first.token, json: { coupon_code: 'FLAT100' } });

      const a = (await place(first)).body.data;
      const b = (await place(second)).body.data;
      expect(a).toMatchObject({ coupon_code: 'FLAT100', discount: 100, total: 949 });
      const number = (invoice: string) => Number(invoice.slice(-6));
      expect(number(b.invoice_number)).toBe(number(a.invoice_number) + 1);
    });

    it('pays a wallet order from the wallet, never beyond the balance', async () => {
      const rich = await createShopper(server.db, { walletPaise: 100_000, withAddress: true });
      const productId = await createProduct(server.db, { price: 300, stock: 10 });
      await fillCart(rich, [{ productId, quantity: 1 }]);
      const response = await place(rich, { payment_method: 'wallet' });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        payment_method: 'wallet',
        payment_status: 'paid',
        cod_charge: 0,
        total: 340,
        wallet_amount_used: 340,
        amount_due: 0,
      });
      expect(await walletBalance(server.db, rich.userId)).toBe(66_000);

      const poor = await createShopper(server.db, { walletPaise: 10_000, withAddress: true });
      await fillCart(poor, [{ productId, quantity: 1 }]);
      const refused = await place(poor, { payment_method: 'wallet' });
      expect(refused.status).toBe(422);
      expectContractResponse('placeOrder', refused);
      expect(refused.body.meta.message).toBe('Your wallet balance of ₹100 does not cover the order total of ₹340');
      expect(await walletBalance(server.db, poor.userId)).toBe(10_000);
      expect(await stockOf(server.db, productId)).toBe(9);
      expect((await server.api.get('/carts', { token: poor.token })).body.data.cart_items).toHaveLength(1);
    });

    it('uses the wallet first on a COD order when asked', async () => {
      const shopper = await createShopper(server.db, { walletPaise: 10_000, withAddress: true });
      const productId = await createProduct(server.db, { price: 500, stock: 10 });
      await fillCart(shopper, [{ productId, quantity: 1 }]);
      const response = await place(shopper, { use_wallet_balance: true });
      expect(response.body.data).toMatchObject({
        total: 549,
        wallet_amount_used: 100,
        amount_due: 449,
        payment_status: 'partially_paid',
      });
      expect(await walletBalance(server.db, shopper.userId)).toBe(0);
    });

    it('makes one order from a double submit and takes stock once', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db, { price: 250, stock: 10 });
      await fillCart(shopper, [{ productId, quantity: 3 }]);

      const [one, two] = await Promise.all([place(shopper), place(shopper)]);
      expect([one.status, two.status].sort()).toEqual([200, 201]);
      expectContractResponse('placeOrder', one);
      expectContractResponse('placeOrder', two);
      expect(one.body.data.id).toBe(two.body.data.id);
      const third = await place(shopper);
      expect(third.status).toBe(200);
      expect(third.body.data.id).toBe(one.body.data.id);

      const orders = await server.db.selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute();
      expect(orders).toHaveLength(1);
      expect(await stockOf(server.db, productId)).toBe(7);
    });

    it('checks stock again when the order is placed', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db, { price: 100, stock: 5 });
      await fillCart(shopper, [{ productId, quantity: 3 }]);
      await server.db.updateTable('products').set({ stock_qty: 2 }).where('id', '=', productId).execute();

      const response = await place(shopper);
      expect(response.status).toBe(422);
      expect(response.body.meta.message).toMatch(/: 2 product\(s\) in stock$/);
      expect(await stockOf(server.db, productId)).toBe(2);
      expect(await server.db.selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute()).toEqual([]);
      expect((await server.api.get('/carts', { token: shopper.token })).body.data.cart_items[0].quantity).toBe(3);
    });

    it('takes back-ordered units down to zero stock and variant units from the variant and product', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const backOrdered = await createProduct(server.db, { price: 100, stock: 1, backOrder: true });
      const { productId, variantIds } = await createVariantProduct(server.db, { price: 200, stock: 4 });
      await fillCart(shopper, [
        { productId: backOrdered, quantity: 3 },
        { productId: variantIds[0], quantity: 2, itemType: 'Variant' },
      ]);
      const response = await place(shopper);
      expect(response.status).toBe(201);
      expect(response.body.data.items).toEqual([
        expect.objectContaining({ product_id: backOrdered, quantity: 3 }),
        expect.objectContaining({ product_id: productId, variant_id: variantIds[0], quantity: 2, attributes: [expect.any(Object)] }),
      ]);
      expect(await stockOf(server.db, backOrdered)).toBe(0);
      expect(await stockOf(server.db, productId)).toBe(6);
      const variant = await server.db.selectFrom('variants').select('stock_qty').where('id', '=', variantIds[0]).executeTakeFirstOrThrow();
      expect(variant.stock_qty).toBe(2);

      const cancelled = await server.api.put(`/orders/${response.body.data.id}`, { token: shopper.token, json: { status: 'cancelled' } });
      expect(cancelled.status).toBe(200);
      expect(await stockOf(server.db, backOrdered)).toBe(1);
      expect(await stockOf(server.db, productId)).toBe(8);
    });

    it('refuses foreign or unknown addresses, empty carts, missing logins and bad bodies', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const other = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db);
      await fillCart(shopper, [{ productId, quantity: 1 }]);

      const foreign = await place(shopper, { address_id: other.addressId });
      expect(foreign.status).toBe(404);
      expectContractResponse('placeOrder', foreign);
      expect((await place(shopper, { address_id: 99_999_999 })).status).toBe(404);
      expect((await place(other)).status).toBe(422);
      expect((await place(other)).body.meta.message).toBe('Your cart is empty');

      const anonymous = await server.api.post('/carts/add_item', { json: { item_id: productId, quantity: 1 } });
      const tokenOnly = await server.api.post('/orders', {
        cartToken: anonymous.body.data.cart_token,
        json: { address_id: shopper.addressId, payment_method: 'cod' },
      });
      expect(tokenOnly.status).toBe(401);
      for (const json of [
        { address_id: shopper.addressId, payment_method: 'razorpay' },
        { address_id: shopper.addressId },
        { address_id: 'one', payment_method: 'cod' },
        { address_id: shopper.addressId, payment_method: 'cod', total: 1 },
        { address_id: shopper.addressId, payment_method: 'cod', note: 'x'.repeat(501) },
      ]) {
        const response = await server.api.post('/orders', { token: shopper.token, json });
        expect(response.status).toBe(400);
      }
    });
  });

  it('answers 400 (never 500) on both databases for ids beyond the 32-bit id range', async () => {
    const shopper = await createShopper(server.db, { withAddress: true });
    const productId = await createProduct(server.db);
    await fillCart(shopper, [{ productId, quantity: 1 }]);
    const big = 99_999_999_999;
    const responses = [
      await server.api.get(`/orders/${big}`, { token: shopper.token }),
      await server.api.put(`/orders/${big}`, { token: shopper.token, json: { status: 'cancelled' } }),
      await server.api.post('/carts/add_item', { token: shopper.token, json: { item_id: big, quantity: 1 } }),
      await server.api.put(`/carts/update_item_quantity/${big}`, { token: shopper.token, json: { quantity: 1 } }),
      await server.api.delete(`/carts/remove_item/${big}`, { token: shopper.token }),
      await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: big } }),
      await server.api.post('/wishlists/add_item', { token: shopper.token, json: { item_id: big } }),
      await server.api.delete(`/wishlists/remove_item/${big}`, { token: shopper.token }),
      await server.api.post(`/wishlists/move_to_cart/${big}`, { token: shopper.token }),
      await place(shopper, { address_id: big }),
    ];
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 400));
  });

  describe('my orders and order detail', () => {
    it('lists orders newest first, paginated, without pending payments', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db, { price: 100, stock: 50 });
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        await fillCart(shopper, [{ productId, quantity: i + 1 }]);
        ids.push((await place(shopper)).body.data.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // An online payment still pending (as the payments area starts one) stays out of the list.
      await fillCart(shopper, [{ productId, quantity: 1 }]);
      await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: shopper.addressId } });
      const user = await server.db.selectFrom('users').selectAll().where('id', '=', shopper.userId).executeTakeFirstOrThrow();
      const pending = await server.db.transaction().execute(async (trx) => {
        const cart = await findUserCart(trx, shopper.userId);
        if (!cart) throw new Error('no cart');
        return createOrderFromCart(trx, {
          cart,
          user,
          paymentMethod: 'razorpay',
          useWalletBalance: false,
          note: null,
          status: 'pending_payment',
          paymentStatus: 'pending',
          advancePaid: true,
        });
      });
      expect(pending.created).toBe(true);
      expect(pending.order).toMatchObject({ total: 14_000, advance_payment_amount: 2_800, amount_due: 14_000, cod_charge: 0 });
      expect(pending.onlineAmount).toBe(2_800);

      const page = await server.api.get('/orders/my_orders', { token: shopper.token, query: { per_page: 2 } });
      expect(page.status).toBe(200);
      const body = expectContractResponse('listMyOrders', page);
      expect(body.data.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
      expect(body.meta).toEqual({ current_page: 1, per_page: 2, total_count: 3, total_pages: 2 });
      expect(body.data[0]).toMatchObject({ items_count: 3, total: 389, status: 'placed', thumbnail: expect.any(String) });
      const second = await server.api.get('/orders/my_orders', { token: shopper.token, query: { page: 2, per_page: 2 } });
      expect(second.body.data.map((o: { id: number }) => o.id)).toEqual([ids[0]]);

      expect((await server.api.get('/orders/my_orders')).status).toBe(401);
      expect((await server.api.get('/orders/my_orders', { token: shopper.token, query: { per_page: 61 } })).status).toBe(400);
    });

    it("shows an order to its shopper only: another shopper's or another guest's answers 404", async () => {
      const owner = await createShopper(server.db, { guest: true, withAddress: true });
      const otherGuest = await createShopper(server.db, { guest: true, withAddress: true });
      const registered = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db);
      await fillCart(owner, [{ productId, quantity: 1 }]);
      const orderId = (await place(owner)).body.data.id as number;

      const own = await server.api.get(`/orders/${orderId}`, { token: owner.token });
      expect(own.status).toBe(200);
      expectContractResponse('getOrder', own);
      for (const intruder of [otherGuest, registered]) {
        const response = await server.api.get(`/orders/${orderId}`, { token: intruder.token });
        expect(response.status).toBe(404);
        expectContractResponse('getOrder', response);
        expect((await server.api.put(`/orders/${orderId}`, { token: intruder.token, json: { status: 'cancelled' } })).status).toBe(404);
        expect(
          (await server.api.post(`/orders/${orderId}/return`, { token: intruder.token, json: { return_request: { return_option_id: 1 } } })).status,
        ).toBe(404);
        const list = await server.api.get('/orders/my_orders', { token: intruder.token });
        expect(list.body.data).toEqual([]);
      }
      expect((await server.api.get(`/orders/${orderId}`)).status).toBe(401);
      expect((await server.api.get('/orders/99999999', { token: owner.token })).status).toBe(404);
      expect((await server.api.get('/orders/abc', { token: owner.token })).status).toBe(400);
    });
  });

  describe('cancelling', () => {
    it('cancels from placed: stock back, wallet money back, history kept', async () => {
      const shopper = await createShopper(server.db, { walletPaise: 20_000, withAddress: true });
      const productId = await createProduct(server.db, { price: 700, stock: 5 });
      await fillCart(shopper, [{ productId, quantity: 2 }]);
      const placed = (await place(shopper, { use_wallet_balance: true })).body.data;
      expect(placed.wallet_amount_used).toBe(200);
      expect(await stockOf(server.db, productId)).toBe(3);
      expect(await walletBalance(server.db, shopper.userId)).toBe(0);

      const response = await server.api.put(`/orders/${placed.id}`, {
        token: shopper.token,
        json: { status: 'cancelled', reason: 'Changed my mind' },
      });
      expect(response.status).toBe(200);
      const order = expectContractResponse('cancelOrder', response).data;
      expect(response.body.meta.message).toBe('order successfully cancel!');
      expect(order).toMatchObject({ status: 'cancelled', can_cancel: false, payment_status: 'refunded', amount_due: 0 });
      expect(order.status_history.map((h: { status: string }) => h.status)).toEqual(['placed', 'cancelled']);
      expect(await stockOf(server.db, productId)).toBe(5);
      expect(await walletBalance(server.db, shopper.userId)).toBe(20_000);

      const again = await server.api.put(`/orders/${placed.id}`, { token: shopper.token, json: { status: 'cancelled' } });
      expect(again.status).toBe(422);
      expectContractResponse('cancelOrder', again);
      expect(await stockOf(server.db, productId)).toBe(5);
      expect(await walletBalance(server.db, shopper.userId)).toBe(20_000);
    });

    it('refuses to cancel once shipped, and refuses any other status change', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db);
      await fillCart(shopper, [{ productId, quantity: 1 }]);
      const orderId = (await place(shopper)).body.data.id as number;
      expect((await server.api.put(`/orders/${orderId}`, { token: shopper.token, json: { status: 'delivered' } })).status).toBe(400);

      for (const status of ['confirmed', 'packed']) {
        await server.db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
        expect((await server.api.get(`/orders/${orderId}`, { token: shopper.token })).body.data.can_cancel).toBe(true);
      }
      await server.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', orderId).execute();
      const response = await server.api.put(`/orders/${orderId}`, { token: shopper.token, json: { status: 'cancelled' } });
      expect(response.status).toBe(422);
      expect(response.body.meta.message).toBe('This order can no longer be cancelled (it is shipped)');
    });
  });

  describe('returns', () => {
    it('returns a delivered order within 7 days once (demo customer over the API)', async () => {
      const token = await loginDemoCustomer(server.api);
      const list = await server.api.get('/orders/my_orders', { token });
      const delivered = list.body.data.find((o: { status: string }) => o.status === 'delivered');
      const shipped = list.body.data.find((o: { status: string }) => o.status === 'shipped');
      expect((await server.api.get(`/orders/${delivered.id}`, { token })).body.data.can_return).toBe(true);

      const unknownOption = await server.api.post(`/orders/${delivered.id}/return`, { token, json: { return_request: { return_option_id: 999 } } });
      expect(unknownOption.status).toBe(404);

      const response = await server.api.post(`/orders/${delivered.id}/return`, {
        token,
        json: { return_request: { return_option_id: 1, comment: 'Screen cracked' } },
      });
      expect(response.status).toBe(200);
      const body = expectContractResponse('returnOrder', response);
      expect(body.data).toMatchObject({
        message: 'Your return request has been submitted',
        return_request: { order_id: delivered.id, return_option_id: 1, comment: 'Screen cracked', status: 'requested' },
        order: { id: delivered.id, status: 'return_requested', can_return: false },
      });
      expect(body.data.return_request.return_option_title).toEqual(expect.any(String));

      const second = await server.api.post(`/orders/${delivered.id}/return`, { token, json: { return_request: { return_option_id: 2 } } });
      expect(second.status).toBe(409);
      expectContractResponse('returnOrder', second);

      const notDelivered = await server.api.post(`/orders/${shipped.id}/return`, { token, json: { return_request: { return_option_id: 1 } } });
      expect(notDelivered.status).toBe(422);
      expect(notDelivered.body.meta.message).toBe('Only delivered orders can be returned');
    });

    it('refuses a return more than 7 days after delivery, and malformed requests', async () => {
      const shopper = await createShopper(server.db, { withAddress: true });
      const productId = await createProduct(server.db);
      await fillCart(shopper, [{ productId, quantity: 1 }]);
      const orderId = (await place(shopper)).body.data.id as number;
      const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
      await server.db.updateTable('orders').set({ status: 'delivered', delivered_at: eightDaysAgo }).where('id', '=', orderId).execute();

      const late = await server.api.post(`/orders/${orderId}/return`, { token: shopper.token, json: { return_request: { return_option_id: 1 } } });
      expect(late.status).toBe(422);
      expect(late.body.meta.message).toBe('Returns are accepted within 7 days of delivery');
      for (const json of [{}, { return_request: {} }, { return_request: { return_option_id: 'x' } }, { return_option_id: 1 }]) {
        expect((await server.api.post(`/orders/${orderId}/return`, { token: shopper.token, json })).status).toBe(400);
      }
    });
  });
});

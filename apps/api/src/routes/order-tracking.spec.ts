/**
 * Guest orders and Track order (docs/product.md §2): the guest's e-mail, the confirmation in the outbox,
 * and tracking by order ID with the phone or e-mail used, one answer for every miss.
 */
import { formatRupees } from '@storefront/domain';
import { guestShopper } from '../payments/testing/shopper';
import { withStoreSettings } from '../testing/commerce-fixtures';
import { placeGuestOrder, resetTrackingLimits } from '../testing/guest-orders';
import { createShopper, uniqueEmail, uniquePhone } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase } from '../testing';

const NOT_FOUND = 'We could not find an order with these details.';

forEachDatabase('guest orders and Track order', (server) => {
  beforeEach(() => resetTrackingLimits(server));

  describe('the guest e-mail', () => {
    it('is required by default: "email required", and must have the e-mail form', async () => {
      const guest = await server.api.post('/carts/add_item', { json: { item_id: 1, item_type: 'Product', quantity: 1 } });
      const session = await server.api.post('/carts/guest_checkout', { cartToken: guest.body.data.cart_token });
      const token = session.body.data.token as string;

      const missing = await server.api.post('/users/guest_user', { token, json: { name: 'Asha Rao', full_phone_number: '9876543210' } });
      expect(missing.status).toBe(422);
      expectContractResponse('createGuestUser', missing);
      expect(missing.body.meta.message).toBe('email required');

      const malformed = await server.api.post('/users/guest_user', {
        token,
        json: { name: 'Asha Rao', full_phone_number: '9876543210', email: 'asha@shop' },
      });
      expect(malformed.status).toBe(400);

      const given = await server.api.post('/users/guest_user', {
        token,
        json: { name: 'Asha Rao', full_phone_number: '9876543210', email: 'Asha.Rao@Example.in' },
      });
      expect(given.status).toBe(200);
      expect(given.body.data.email).toBe('asha.rao@example.in');
    });

    it('holds the order of a guest who skipped it (a client that never asked): 422 "email required", nothing placed', async () => {
      const shopper = await guestShopper(server);
      const me = await server.api.get('/users/current_user_detail', { token: shopper.token });
      await server.db.updateTable('users').set({ email: null }).where('id', '=', me.body.data.id).execute();
      const addressId = (await server.api.get('/carts', { token: shopper.token })).body.data.address_id as number;
      for (const attempt of [
        () => server.api.post('/orders', { token: shopper.token, json: { address_id: addressId, payment_method: 'cod' } }),
        () => server.api.post('/payments', { token: shopper.token, json: { payment_method: 'razorpay' } }),
      ]) {
        const refused = await attempt();
        expect(refused.status).toBe(422);
        expect(refused.body.meta.message).toBe('email required');
      }
      expect(await server.db.selectFrom('orders').select('id').where('user_id', '=', me.body.data.id).execute()).toEqual([]);
    });

    it('is optional when the store says so, and the setting is in the store settings', async () => {
      await withStoreSettings(server.db, { guest_email_required: 0 }, async () => {
        const settings = await server.api.get('/store_settings');
        expect(settings.body.data.guest_email_required).toBe(false);
        const order = await placeGuestOrder(server, { phone: uniquePhone() });
        expect(order.orderId).toMatch(/^INV-/);
      });
      expect((await server.api.get('/store_settings')).body.data.guest_email_required).toBe(true);
    });
  });

  describe('the order confirmation e-mail', () => {
    it('goes to the guest e-mail with the store, the order ID, the items, the total and Track order', async () => {
      const email = uniqueEmail('guest');
      const order = await placeGuestOrder(server, { phone: uniquePhone(), email });
      const outbox = await server.api.get('/dev/outbox', { query: { to: email } });
      expect(outbox.body.data).toHaveLength(1);
      const [mail] = outbox.body.data;
      const store = (await server.api.get('/store_settings')).body.data.name as string;
      expect(mail.subject).toBe(`${store}: order ${order.orderId} confirmed`);
      expect(mail.body).toContain(`Thank you for your order at ${store}.`);
      expect(mail.body).toContain(`Order ID: ${order.orderId}`);
      expect(mail.body).toContain(`- ${order.productName} x 1: `);
      expect(mail.body).toContain(`Total: ${formatRupees(Math.round(order.total * 100))}`);
      expect(mail.body).toContain(`/track-order?order_id=${order.orderId}`);
    });

    it('goes once for a card/UPI order, when the payment is confirmed, however often it is confirmed', async () => {
      const email = uniqueEmail('card');
      const shopper = await guestShopper(server);
      await server.api.post('/users/guest_user', { token: shopper.token, json: { name: 'Asha Rao', full_phone_number: uniquePhone(), email } });
      const started = await server.api.post('/payments', { token: shopper.token, json: { payment_method: 'razorpay' } });
      const { transaction_id, key, provider_order_id } = started.body.data;
      expect((await server.api.get('/dev/outbox', { query: { to: email } })).body.data).toEqual([]);
      const popup = await fetch(`${server.baseUrl}/sandbox/razorpay/v1/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ key, order_id: provider_order_id }).toString(),
      }).then((response) => response.json() as Promise<{ razorpay_payment_id: string; razorpay_signature: string }>);
      const verify = { payment_id: popup.razorpay_payment_id, transaction_id, signature: popup.razorpay_signature };
      const [first, second] = await Promise.all([
        server.api.post('/payments/verify_payment', { token: shopper.token, json: verify }),
        server.api.post('/payments/verify_payment', { token: shopper.token, json: verify }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const outbox = (await server.api.get('/dev/outbox', { query: { to: email } })).body.data;
      expect(outbox).toHaveLength(1);
      expect(outbox[0].body).toContain(`Order ID: ${first.body.data.invoice_number}`);
      expect(outbox[0].body).toContain('Payment: Card / UPI');
    });

    it('goes to a registered shopper e-mail too', async () => {
      const shopper = await createShopper(server.db);
      const product = await server.db.selectFrom('products').select('id').where('stock_qty', '>', 5).where('is_active', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const token = shopper.token;
      await server.api.post('/carts/add_item', { token, json: { item_id: product.id, item_type: 'Product', quantity: 1 } });
      const address = await server.api.post('/addresses', {
        token,
        json: { name: 'Ravi', phone: shopper.phone, address_line_1: '1 Park St', city: 'Kolkata', state: 'West Bengal', pincode: '700016' },
      });
      const placed = await server.api.post('/orders', { token, json: { address_id: address.body.data.address.id, payment_method: 'cod' } });
      expect(placed.status).toBe(201);
      const outbox = await server.api.get('/dev/outbox', { query: { to: shopper.email } });
      expect(outbox.body.data[0].body).toContain(`Order ID: ${placed.body.data.invoice_number}`);
    });
  });

  describe('POST /orders/track', () => {
    const track = (order_id: string, contact: string) => server.api.post('/orders/track', { json: { order_id, contact } });

    it('finds the order with the e-mail (any case) or the phone (+91 and spaces forgiven), and nothing personal', async () => {
      const email = uniqueEmail('tracker');
      const phone = uniquePhone();
      const order = await placeGuestOrder(server, { phone, email });
      for (const contact of [email.toUpperCase(), phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`]) {
        const response = await track(order.orderId.toLowerCase(), contact);
        expect(response.status).toBe(200);
        const tracked = expectContractResponse('trackOrder', response).data;
        expect(tracked).toMatchObject({ order_id: order.orderId, status: 'placed', status_label: 'Placed' });
        // The dates promised when it was placed (the address's zone), as My Orders shows them.
        expect(tracked.delivery_promise).toEqual({
          earliest_delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          latest_delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
        expect(tracked.timeline.map((step: { label: string; state: string }) => `${step.label}:${step.state}`)).toEqual([
          'Placed:current',
          'Confirmed:upcoming',
          'Packed:upcoming',
          'Shipped:upcoming',
          'Out for delivery:upcoming',
          'Delivered:upcoming',
        ]);
        const text = JSON.stringify(response.body);
        for (const personal of ['Asha', 'MG Road', '560001', phone, email]) expect(text).not.toContain(personal);
      }
    });

    it('shows a cancelled order as it happened', async () => {
      const email = uniqueEmail('cancel');
      const order = await placeGuestOrder(server, { phone: uniquePhone(), email });
      expect((await server.api.put(`/orders/${order.id}`, { token: order.token, json: { status: 'cancelled' } })).status).toBe(200);
      const tracked = (await track(order.orderId, email)).body.data;
      expect(tracked.status_label).toBe('Cancelled');
      expect(tracked.timeline.map((step: { label: string }) => step.label)).toEqual(['Placed', 'Cancelled']);
    });

    it('answers a wrong contact and an unknown order ID with the identical 404', async () => {
      const email = uniqueEmail('wrong');
      const order = await placeGuestOrder(server, { phone: uniquePhone(), email });
      const wrongEmail = await track(order.orderId, uniqueEmail('stranger'));
      const wrongPhone = await track(order.orderId, '9000000001');
      const unknown = await track('INV-2099-999999', email);
      for (const response of [wrongEmail, wrongPhone, unknown]) {
        expect(response.status).toBe(404);
        expectContractResponse('trackOrder', response);
        expect(response.body).toEqual({ meta: { message: NOT_FOUND } });
      }
    });
  });
});

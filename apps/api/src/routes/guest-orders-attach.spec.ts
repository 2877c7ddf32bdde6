/**
 * A guest's orders join the account of a shopper who later proves the same phone or e-mail with a
 * one-time code (PIN login, password reset), and never one that only typed it (docs/decisions.md,
 * "Guest orders and order tracking").
 */
import { placeGuestOrder } from '../testing/guest-orders';
import { latestCode, registerShopper, SHOPPER_PASSWORD, uniqueEmail, uniquePhone } from '../testing/shoppers';
import { forEachDatabase, type TestServerHandle } from '../testing';

async function myOrderIds(server: TestServerHandle, token: string): Promise<string[]> {
  const response = await server.api.get('/orders/my_orders', { token });
  expect(response.status).toBe(200);
  return response.body.data.map((order: { invoice_number: string }) => order.invoice_number);
}

forEachDatabase('guest orders in My Orders', (server) => {
  it('are not shown to an account registered with a password and the same e-mail and phone, unproven', async () => {
    const email = uniqueEmail('unproven');
    const phone = uniquePhone();
    const order = await placeGuestOrder(server, { phone, email });
    const shopper = await registerShopper(server.api, { email, full_phone_number: phone });
    expect(await myOrderIds(server, shopper.token)).toEqual([]);
    const login = await server.api.post('/sessions', { json: { email, password: SHOPPER_PASSWORD } });
    expect(await myOrderIds(server, login.body.data.token)).not.toContain(order.orderId);
    // The guest can still track it.
    expect((await server.api.post('/orders/track', { json: { order_id: order.orderId, contact: email } })).status).toBe(200);
  });

  it('join the account that signs in with a PIN sent to the same phone', async () => {
    const phone = uniquePhone();
    const order = await placeGuestOrder(server, { phone, email: uniqueEmail('pin') });
    const other = await placeGuestOrder(server, { phone: uniquePhone(), email: uniqueEmail('other') });
    await registerShopper(server.api, { full_phone_number: phone });
    expect((await server.api.post('/sessions/create_pin', { json: { full_phone_number: phone } })).status).toBe(200);
    const pin = await latestCode(server.api, phone);
    const session = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: phone, pin } });
    expect(session.status).toBe(200);
    const mine = await myOrderIds(server, session.body.data.token);
    expect(mine).toContain(order.orderId);
    expect(mine).not.toContain(other.orderId);
    const detail = await server.api.get(`/orders/${order.id}`, { token: session.body.data.token });
    expect(detail.status).toBe(200);
  });

  it('join the account whose password is reset with a code sent to the same e-mail', async () => {
    const email = uniqueEmail('reset');
    const order = await placeGuestOrder(server, { phone: uniquePhone(), email });
    await registerShopper(server.api, { email });
    expect((await server.api.post('/sessions/create_otp', { json: { email } })).status).toBe(200);
    const pin = await latestCode(server.api, email);
    const reset = await server.api.put('/sessions/password_update', {
      raw: new URLSearchParams({ email, pin, password: 'Newpass@123', password_confirmation: 'Newpass@123' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(reset.status).toBe(200);
    const login = await server.api.post('/sessions', { json: { email, password: 'Newpass@123' } });
    expect(await myOrderIds(server, login.body.data.token)).toContain(order.orderId);
  });
});

import { forEachDatabase } from '../testing';
import { createShopper, expireSession } from '../testing/shoppers';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

forEachDatabase('messages in the request’s language', (server) => {
  const applyCoupon = (token: string, code: string, headers?: Record<string, string>) =>
    server.api.post('/carts/apply_coupon', { token, json: { coupon_code: code }, headers });

  it('answers a refused coupon and an empty cart in Hindi, with the code kept', async () => {
    const shopper = await createShopper(server.db, { withAddress: true });
    const emptyCart = await applyCoupon(shopper.token, 'WELCOME10', HINDI);
    expect(emptyCart.status).toBe(422);
    expect(emptyCart.body.meta.message).toBe('आपका कार्ट खाली है');

    const unknown = await applyCoupon(shopper.token, 'NOSUCHCODE', HINDI);
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.message).toBe('कूपन NOSUCHCODE मौजूद नहीं है');
  });

  it('answers a failed login in Hindi', async () => {
    const shopper = await createShopper(server.db);
    const response = await server.api.post('/sessions', { json: { email: shopper.email, password: 'wrong-password' }, headers: HINDI });
    expect(response.status).toBe(401);
    expect(response.body.meta.message).toBe('ईमेल/मोबाइल या पासवर्ड सही नहीं है');
  });

  it('answers a 400 and its field errors in Hindi', async () => {
    const response = await server.api.post('/carts/apply_coupon', { json: {}, headers: HINDI, token: (await createShopper(server.db)).token });
    expect(response.status).toBe(400);
    expect(response.body.meta.message).toBe('coupon_code ज़रूरी है');
    expect(response.body.errors).toEqual([{ field: 'coupon_code', message: 'coupon_code ज़रूरी है' }]);
  });

  it('answers a success message in Hindi, and `?locale=hi-IN` as Accept-Language does', async () => {
    const shopper = await createShopper(server.db);
    const response = await server.api.post('/sessions', {
      json: { email: shopper.email, password: shopper.password },
      query: { locale: 'hi-IN' },
    });
    expect(response.status).toBe(200);
    expect(response.body.meta.message).toBe('आप लॉगिन हो गए हैं!!');
  });

  it('answers "Token expired." in English whatever the language: the SDK drops the token on that exact text', async () => {
    const shopper = await createShopper(server.db);
    await expireSession(server.db, shopper.token);
    const response = await server.api.get('/users/current_user_detail', { token: shopper.token, headers: HINDI });
    expect(response.status).toBe(401);
    expect(response.body.meta.message).toBe('Token expired.');
  });

  it('keeps every English answer as it was', async () => {
    const shopper = await createShopper(server.db, { withAddress: true });
    const english = { 'accept-language': 'en-IN,en;q=0.9' };
    expect((await applyCoupon(shopper.token, 'WELCOME10', english)).body.meta.message).toBe('Your cart is empty');
    expect((await applyCoupon(shopper.token, 'NOSUCHCODE')).body.meta.message).toBe('Coupon NOSUCHCODE does not exist');
    const login = await server.api.post('/sessions', { json: { email: shopper.email, password: 'wrong-password' } });
    expect(login.body.meta.message).toBe('Invalid email/mobile or password');
    const invalid = await server.api.post('/carts/apply_coupon', { json: {}, token: shopper.token, headers: english });
    expect(invalid.body).toEqual({ meta: { message: 'coupon_code is required' }, errors: [{ field: 'coupon_code', message: 'coupon_code is required' }] });
  });
});

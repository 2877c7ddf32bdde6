import { SUCCESS_MESSAGES } from '@storefront/domain';
import { cartQuantities, createCart, stockedProducts } from '../testing/commerce-fixtures';
import { createShopper, expireSession, uniqueEmail } from '../testing/shoppers';
import { record } from '../security/rate-limiter';
import { loginFailureKey } from '../services/identity/login';
import { expectContractResponse, forEachDatabase } from '../testing';

forEachDatabase('login and logout', (server) => {
  describe('login', () => {
    it('logs in by email (any case) or by mobile number with the password', async () => {
      const shopper = await createShopper(server.db);
      const byEmail = await server.api.post('/sessions', {
        json: { email: shopper.email.toUpperCase(), password: shopper.password },
      });
      expect(byEmail.status).toBe(200);
      expectContractResponse('login', byEmail);
      expect(byEmail.body.meta.message).toBe(SUCCESS_MESSAGES.loggedIn);
      expect(byEmail.body.data.user).toMatchObject({ id: shopper.user.id, email: shopper.email, is_guest: false });
      expect(byEmail.body.data.user).not.toHaveProperty('password_hash');

      const byPhone = await server.api.post('/sessions', {
        json: { full_phone_number: shopper.phone, password: shopper.password },
      });
      expect(byPhone.status).toBe(200);
      expect(byPhone.body.data.token).not.toBe(byEmail.body.data.token);
      const me = await server.api.get('/users/current_user_detail', { token: byPhone.body.data.token });
      expect(me.body.data.id).toBe(shopper.user.id);
    });

    it('answers 401 with a clear message for a wrong password or an unknown account', async () => {
      const shopper = await createShopper(server.db);
      for (const json of [
        { email: shopper.email, password: 'wrong-password' },
        { email: uniqueEmail('nobody'), password: shopper.password },
        { full_phone_number: '7000000001', password: shopper.password },
      ]) {
        const response = await server.api.post('/sessions', { json });
        expect(response.status).toBe(401);
        expectContractResponse('login', response);
        expect(response.body.meta.message).toBe('Invalid email/mobile or password');
      }
    });

    it('refuses malformed credentials with 400', async () => {
      for (const json of [
        { email: 'not-an-email', password: 'x' },
        { full_phone_number: '98765', password: 'x' },
        { email: 'a@example.in' },
        { email: 'a@example.in', password: '' },
        { email: 'a@example.in', password: 'x', remember: true },
      ]) {
        const response = await server.api.post('/sessions', { json });
        expect(response.status).toBe(400);
        expectContractResponse('login', response);
      }
    });

    // Twelve password checks (scrypt each): a generous time-out for a busy machine.
    it('answers 429 after 10 failed logins for one account, even with the right password and by its other identifier', async () => {
      const shopper = await createShopper(server.db);
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await server.api.post('/sessions', { json: { email: shopper.email, password: 'wrong' } });
        expect(response.status).toBe(401);
      }
      const locked = await server.api.post('/sessions', { json: { email: shopper.email, password: shopper.password } });
      expect(locked.status).toBe(429);
      expectContractResponse('login', locked);
      expect(locked.body.meta.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
      // The limit is per account: its mobile number shares the spent budget.
      const byPhone = await server.api.post('/sessions', { json: { full_phone_number: shopper.phone, password: shopper.password } });
      expect(byPhone.status).toBe(429);
      expect(byPhone.body.meta.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    }, 30_000);

    it('clears the failure count after a successful login', async () => {
      const shopper = await createShopper(server.db);
      // Nine earlier failures, as the login would have recorded them.
      for (let attempt = 1; attempt <= 9; attempt++) await record(server.db, loginFailureKey({ userId: shopper.user.id }));
      expect((await server.api.post('/sessions', { json: { email: shopper.email, password: shopper.password } })).status).toBe(200);
      expect((await server.api.post('/sessions', { json: { email: shopper.email, password: 'wrong' } })).status).toBe(401);
      // Without the reset this would be the 11th failure in the window.
      expect((await server.api.post('/sessions', { json: { email: shopper.email, password: 'wrong' } })).status).toBe(401);
    });

    it('exchanges a pre-issued token for a new session, ending the old one', async () => {
      const shopper = await createShopper(server.db);
      const response = await server.api.post('/sessions', { json: { token: shopper.token } });
      expect(response.status).toBe(200);
      expectContractResponse('login', response);
      expect(response.body.data.user.id).toBe(shopper.user.id);
      expect(response.body.data.token).not.toBe(shopper.token);
      expect((await server.api.get('/users/current_user_detail', { token: shopper.token })).status).toBe(401);
      expect((await server.api.post('/sessions', { json: { token: shopper.token } })).body.meta.message).toBe(
        'Invalid or expired token',
      );
    });

    it('answers "Token expired." for an expired pre-issued token', async () => {
      const shopper = await createShopper(server.db);
      await expireSession(server.db, shopper.token);
      const response = await server.api.post('/sessions', { json: { token: shopper.token } });
      expect(response.status).toBe(401);
      expect(response.body.meta.message).toBe('Token expired.');
    });
  });

  describe('sessions', () => {
    it('stores sessions hashed, with a 30-day expiry', async () => {
      const shopper = await createShopper(server.db);
      const login = await server.api.post('/sessions', { json: { email: shopper.email, password: shopper.password } });
      const token = login.body.data.token as string;
      const rows = await server.db.selectFrom('sessions').selectAll().where('user_id', '=', shopper.user.id).orderBy('id').execute();
      expect(rows).toHaveLength(2);
      expect(rows[1].token_hash).not.toContain(token);
      expect(rows[1].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[1].expires_at).toBe(login.body.data.expires_at);
      const days = (Date.parse(login.body.data.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('answers 401 "Token expired." once a session has expired', async () => {
      const shopper = await createShopper(server.db);
      await expireSession(server.db, shopper.token);
      const response = await server.api.get('/users/current_user_detail', { token: shopper.token });
      expect(response.status).toBe(401);
      expectContractResponse('getCurrentUser', response);
      expect(response.body.meta.message).toBe('Token expired.');
    });
  });

  describe('logout', () => {
    it('revokes the token it was called with, and only that one', async () => {
      const shopper = await createShopper(server.db);
      const other = await server.api.post('/sessions', { json: { email: shopper.email, password: shopper.password } });
      const response = await server.api.delete('/sessions', { token: shopper.token });
      expect(response.status).toBe(200);
      expectContractResponse('logout', response);
      expect((await server.api.get('/users/current_user_detail', { token: shopper.token })).status).toBe(401);
      expect((await server.api.get('/users/current_user_detail', { token: other.body.data.token })).status).toBe(200);
      expect((await server.api.delete('/sessions', { token: shopper.token })).status).toBe(401);
    });

    it('needs a token', async () => {
      const response = await server.api.delete('/sessions');
      expect(response.status).toBe(401);
      expectContractResponse('logout', response);
    });
  });

  describe('keeping the anonymous cart', () => {
    it('gives the anonymous cart to a shopper who has no cart, and the token stops reaching it', async () => {
      const shopper = await createShopper(server.db);
      const [product] = await stockedProducts(server.db, 1);
      const { cartId, cartToken } = await createCart(server.db, [{ productId: product.id, quantity: 2 }]);
      const response = await server.api.post('/sessions', {
        json: { email: shopper.email, password: shopper.password },
        cartToken,
      });
      expect(response.status).toBe(200);
      const cart = await server.db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
      expect(cart.user_id).toBe(shopper.user.id);
      expect(cart.token_hash).toBeNull();
    });

    it('adds the anonymous lines to the shopper\'s cart within stock and removes the anonymous cart', async () => {
      const shopper = await createShopper(server.db);
      const [a, b] = await stockedProducts(server.db, 2);
      const own = await createCart(server.db, [{ productId: a.id, quantity: 1 }], shopper.user.id);
      const anonymous = await createCart(server.db, [
        { productId: a.id, quantity: a.stock_qty },
        { productId: b.id, quantity: 2 },
      ]);
      const response = await server.api.post('/sessions', {
        json: { full_phone_number: shopper.phone, password: shopper.password },
        cartToken: anonymous.cartToken,
      });
      expect(response.status).toBe(200);
      expect(await cartQuantities(server.db, own.cartId)).toEqual({ [a.id]: a.stock_qty, [b.id]: 2 });
      const gone = await server.db.selectFrom('carts').select('id').where('id', '=', anonymous.cartId).executeTakeFirst();
      expect(gone).toBeUndefined();
    });

    it('ignores an unknown cart token', async () => {
      const shopper = await createShopper(server.db);
      const response = await server.api.post('/sessions', {
        json: { email: shopper.email, password: shopper.password },
        cartToken: 'no-such-cart-token',
      });
      expect(response.status).toBe(200);
    });
  });
});

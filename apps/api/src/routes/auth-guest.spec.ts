import { createCart, stockedProducts } from '../testing/commerce-fixtures';
import { createShopper, expireSession, type TestShopper, uniquePhone } from '../testing/shoppers';
import { hashToken } from '../security/tokens';
import { expectContractResponse, forEachDatabase, type TestServerHandle } from '../testing';

const homeAddress = {
  name: 'Guest Shopper',
  phone: '9123456780',
  address_line_1: '4 Lake View',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

async function guestSession(server: TestServerHandle) {
  const [product] = await stockedProducts(server.db, 1);
  const cart = await createCart(server.db, [{ productId: product.id, quantity: 1 }]);
  const response = await server.api.post('/carts/guest_checkout', { cartToken: cart.cartToken });
  if (response.status !== 200) throw new Error(`guest checkout failed: ${JSON.stringify(response.body)}`);
  return { ...cart, token: response.body.data.token as string, userId: response.body.data.user.id as number };
}

forEachDatabase('guest checkout', (server) => {
  let shopper: TestShopper;
  beforeAll(async () => {
    shopper = await createShopper(server.db);
  });

  describe('POST /carts/guest_checkout', () => {
    it('creates a guest who owns the cart, with a 7-day session', async () => {
      const [product] = await stockedProducts(server.db, 1);
      const { cartId, cartToken } = await createCart(server.db, [{ productId: product.id, quantity: 2 }]);
      const response = await server.api.post('/carts/guest_checkout', { cartToken });
      expect(response.status).toBe(200);
      expectContractResponse('guestCheckout', response);
      expect(response.body.data.user).toMatchObject({ is_guest: true, email: null, full_phone_number: null });
      const days = (Date.parse(response.body.data.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      const cart = await server.db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
      expect(cart.user_id).toBe(response.body.data.user.id);
      // The cart token no longer reaches the cart.
      const again = await server.api.post('/carts/guest_checkout', { cartToken });
      expect(again.status).toBe(422);
    });

    it('answers 401 without a cart token and 422 for an empty or unknown cart, creating no guest', async () => {
      const guestCount = async () =>
        Number((await server.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('is_guest', '=', 1).executeTakeFirstOrThrow()).n);
      const guestsBefore = await guestCount();
      const none = await server.api.post('/carts/guest_checkout');
      expect(none.status).toBe(401);
      expectContractResponse('guestCheckout', none);
      expect(none.body.meta.message).toBe('A cart token is required to check out as a guest');

      const empty = await createCart(server.db, []);
      const emptyCart = await server.api.post('/carts/guest_checkout', { cartToken: empty.cartToken });
      expect(emptyCart.status).toBe(422);
      expectContractResponse('guestCheckout', emptyCart);
      expect(emptyCart.body.meta.message).toBe('Your cart is empty');
      expect((await server.api.post('/carts/guest_checkout', { cartToken: 'unknown-token' })).status).toBe(422);
      const owner = await server.db.selectFrom('carts').select('user_id').where('id', '=', empty.cartId).executeTakeFirstOrThrow();
      expect(owner.user_id).toBeNull();
      expect(await guestCount()).toBe(guestsBefore);
    });

    it('answers 422 for a shopper who is already logged in', async () => {
      const [product] = await stockedProducts(server.db, 1);
      const { cartToken } = await createCart(server.db, [{ productId: product.id, quantity: 1 }]);
      const response = await server.api.post('/carts/guest_checkout', { cartToken, token: shopper.token });
      expect(response.status).toBe(422);
      expect(response.body.meta.message).toBe('You are already logged in');
    });
  });

  describe('the guest token', () => {
    it('reads the guest user and answers "Token expired." after 7 days', async () => {
      const guest = await guestSession(server);
      const me = await server.api.get('/users/current_user_detail', { token: guest.token });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ id: guest.userId, is_guest: true });
      await expireSession(server.db, guest.token);
      const expired = await server.api.get('/users/current_user_detail', { token: guest.token });
      expect(expired.status).toBe(401);
      expect(expired.body.meta.message).toBe('Token expired.');
    });

    it('reaches only the guest\'s own addresses', async () => {
      const guest = await guestSession(server);
      const own = await server.api.post('/addresses', { json: homeAddress, token: guest.token });
      expect(own.status).toBe(201);
      const theirs = await server.api.post('/addresses', { json: homeAddress, token: shopper.token });
      const list = await server.api.get('/addresses', { token: guest.token });
      expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([own.body.data.address.id]);
      const foreign = theirs.body.data.address.id;
      expect((await server.api.put('/addresses', { json: { id: foreign, city: 'Mumbai' }, token: guest.token })).status).toBe(404);
      expect((await server.api.delete(`/addresses/${foreign}`, { token: guest.token })).status).toBe(404);
      const shopperList = await server.api.get('/addresses', { token: shopper.token });
      expect(shopperList.body.data.map((a: { id: number }) => a.id)).not.toContain(own.body.data.address.id);
    });

    it('cannot review a product (registered shoppers only)', async () => {
      const guest = await guestSession(server);
      const [product] = await stockedProducts(server.db, 1);
      const response = await server.api.post('/reviews', {
        json: { product_id: product.id, rating: 5, title: 'Great', comment: 'Loved it' },
        token: guest.token,
      });
      expect(response.status).toBe(401);
    });
  });

  describe('POST /users/guest_user', () => {
    it('records the guest\'s contact details', async () => {
      const guest = await guestSession(server);
      const phone = uniquePhone();
      const response = await server.api.post('/users/guest_user', {
        json: { name: ' Meera ', full_phone_number: phone, email: 'Meera@Example.in' },
        token: guest.token,
      });
      expect(response.status).toBe(200);
      expectContractResponse('createGuestUser', response);
      expect(response.body.data).toMatchObject({ id: guest.userId, name: 'Meera', full_phone_number: phone, email: 'meera@example.in', is_guest: true });
    });

    it('may use the contact details of a registered account (guests are not unique)', async () => {
      const guest = await guestSession(server);
      const response = await server.api.post('/users/guest_user', {
        json: { name: 'Asha', full_phone_number: shopper.phone, email: shopper.email },
        token: guest.token,
      });
      expect(response.status).toBe(200);
    });

    it('answers 401 without a token, 422 for a registered shopper and 400 for bad fields', async () => {
      const json = { name: 'Meera', full_phone_number: uniquePhone() };
      const anonymous = await server.api.post('/users/guest_user', { json });
      expect(anonymous.status).toBe(401);
      expectContractResponse('createGuestUser', anonymous);
      const registered = await server.api.post('/users/guest_user', { json, token: shopper.token });
      expect(registered.status).toBe(422);
      expectContractResponse('createGuestUser', registered);
      const guest = await guestSession(server);
      for (const bad of [{ name: 'Meera' }, { ...json, full_phone_number: '123' }, { ...json, email: 'nope' }, { ...json, age: 3 }]) {
        expect((await server.api.post('/users/guest_user', { json: bad, token: guest.token })).status).toBe(400);
      }
    });
  });

  describe('DELETE /users/guest_user', () => {
    it('removes the guest and its session and hands the cart back under a new cart token', async () => {
      const guest = await guestSession(server);
      await server.api.post('/addresses', { json: homeAddress, token: guest.token });
      const response = await server.api.delete('/users/guest_user', { token: guest.token });
      expect(response.status).toBe(200);
      expectContractResponse('removeGuestUser', response);
      const cartToken = response.body.data.cart_token as string;
      expect(cartToken).not.toBe(guest.cartToken);
      const cart = await server.db.selectFrom('carts').selectAll().where('id', '=', guest.cartId).executeTakeFirstOrThrow();
      expect(cart).toMatchObject({ user_id: null, token_hash: hashToken(cartToken), address_id: null });
      expect(await server.db.selectFrom('users').select('id').where('id', '=', guest.userId).executeTakeFirst()).toBeUndefined();
      expect((await server.api.get('/users/current_user_detail', { token: guest.token })).status).toBe(401);
      // The handed-back cart can start a new guest checkout.
      expect((await server.api.post('/carts/guest_checkout', { cartToken })).status).toBe(200);
    });

    it('answers 401 without a token and 422 for a registered shopper', async () => {
      const anonymous = await server.api.delete('/users/guest_user');
      expect(anonymous.status).toBe(401);
      expectContractResponse('removeGuestUser', anonymous);
      const registered = await server.api.delete('/users/guest_user', { token: shopper.token });
      expect(registered.status).toBe(422);
      expectContractResponse('removeGuestUser', registered);
      expect(registered.body.meta.message).toBe('Only a guest checkout session can do this');
    });
  });
});

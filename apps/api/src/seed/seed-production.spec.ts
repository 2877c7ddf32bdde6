import { forEachDatabase } from '../testing';
import { DEMO_CUSTOMER } from './demo-customer';
import { seedDemoStore } from './seed-demo-store';

/** `cli.ts seed` with NODE_ENV=production seeds like this: the catalogue, never the public demo shopper. */
forEachDatabase(
  'demo store seeded for production (no demo shopper)',
  (server) => {
    const count = async (table: 'orders' | 'wallet_transactions' | 'addresses' | 'carts' | 'products') =>
      Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      await seedDemoStore(server.db, new Date(), { demoCustomer: false });
    });

    it('has the catalogue but no account with the public password, and no demo wallet or orders', async () => {
      expect(await count('products')).toBeGreaterThanOrEqual(220);
      const demo = await server.db.selectFrom('users').select('id').where('email', '=', DEMO_CUSTOMER.email).executeTakeFirst();
      expect(demo).toBeUndefined();
      const withPassword = await server.db.selectFrom('users').select('id').where('password_hash', 'is not', null).execute();
      expect(withPassword).toEqual([]);
      expect(await count('wallet_transactions')).toBe(0);
      expect(await count('orders')).toBe(0);
      expect(await count('addresses')).toBe(0);
      expect(await count('carts')).toBe(0);
    });

    it('cannot be logged into with the demo password', async () => {
      const response = await server.api.post('/sessions', { json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
      expect(response.status).toBe(401);
      expect(response.body.data?.token).toBeUndefined();
    });
  },
  { seed: false },
);

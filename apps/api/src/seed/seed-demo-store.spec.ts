import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { assetsDir } from '../paths';
import { verifyPassword } from '../security/passwords';
import { forEachDatabase } from '../testing';
import { buildCatalog } from './build-catalog';
import { demoImages } from './demo-images';
import { DEMO_CUSTOMER } from './demo-customer';
import { MAX_IMAGE_BYTES } from './generate-images';
import { seedDemoStore } from './seed-demo-store';

describe('demo catalogue', () => {
  it('is the same on every run (fixed seed)', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const first = buildCatalog(now);
    const second = buildCatalog(now);
    expect(second.products).toEqual(first.products);
    expect(second.variants).toEqual(first.variants);
  });

  it('has every image committed under assets/images, each under 2 KB', () => {
    for (const image of demoImages()) {
      const file = path.join(assetsDir, 'images', image.file);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    }
  });
});

forEachDatabase('demo store seed', (server) => {
  const count = async (table: 'products' | 'brands' | 'categories' | 'states' | 'cities' | 'banners' | 'collections' | 'faqs' | 'coupons' | 'return_options') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('has a real-looking catalogue', async () => {
    expect(await count('products')).toBeGreaterThanOrEqual(220);
    expect(await count('brands')).toBeGreaterThanOrEqual(15);
    expect(await count('banners')).toBe(5);
    expect(await count('collections')).toBe(4);
    expect(await count('faqs')).toBe(12);
    expect(await count('return_options')).toBe(5);
    const products = await server.db.selectFrom('products').select(['stock_qty', 'back_order', 'compare_price', 'video_url']).execute();
    const share = (predicate: (p: (typeof products)[number]) => boolean) => products.filter(predicate).length / products.length;
    expect(share((p) => p.compare_price !== null)).toBeGreaterThan(0.5);
    expect(share((p) => p.stock_qty === 0 && p.back_order === 0)).toBeGreaterThan(0.05);
    expect(share((p) => p.back_order === 1)).toBeGreaterThan(0.04);
    expect(products.filter((p) => p.video_url !== null)).toHaveLength(6);
  });

  it('has a category tree three levels deep', async () => {
    const categories = await server.db.selectFrom('categories').select(['id', 'parent_id']).execute();
    const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
    const depth = (id: number): number => (parentOf.get(id) === null ? 1 : 1 + depth(parentOf.get(id) as number));
    expect(Math.max(...categories.map((c) => depth(c.id)))).toBe(3);
    expect(categories.filter((c) => c.parent_id === null)).toHaveLength(8);
  });

  it('has every state and union territory with its cities', async () => {
    expect(await count('states')).toBe(36);
    const perState = await server.db
      .selectFrom('cities')
      .select((eb) => ['state_id', eb.fn.countAll<number>().as('n')])
      .groupBy('state_id')
      .execute();
    expect(perState).toHaveLength(36);
    expect(perState.every((s) => Number(s.n) >= 3 && Number(s.n) <= 8)).toBe(true);
  });

  it('has coupons, one of them expired', async () => {
    const coupons = await server.db.selectFrom('coupons').selectAll().execute();
    expect(coupons.map((c) => c.code)).toEqual(expect.arrayContaining(['WELCOME10', 'FLAT100', 'BIG500']));
    expect(coupons.filter((c) => c.expires_at !== null && c.expires_at < new Date().toISOString())).toHaveLength(1);
  });

  it('has the demo customer with a password, an address, ₹500 in the wallet and past orders', async () => {
    const user = await server.db.selectFrom('users').selectAll().where('email', '=', DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Demo Shopper', full_phone_number: '9876543210', is_guest: 0 });
    expect(await verifyPassword(DEMO_CUSTOMER.password, user.password_hash)).toBe(true);
    expect(await server.db.selectFrom('addresses').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    const wallet = await server.db.selectFrom('wallet_transactions').select(['kind', 'amount']).where('user_id', '=', user.id).execute();
    expect(wallet.reduce((sum, t) => sum + (t.kind === 'credit' ? t.amount : -t.amount), 0)).toBe(50_000);
    const orders = await server.db.selectFrom('orders').select(['status', 'invoice_number', 'delivered_at']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(orders.map((o) => o.status)).toEqual(['delivered', 'shipped', 'cancelled']);
    expect(orders.every((o) => /^INV-\d{4}-\d{6}$/.test(o.invoice_number))).toBe(true);
    expect(Date.now() - Date.parse(orders[0].delivered_at as string)).toBeLessThan(7 * 24 * 60 * 60 * 1000);
  });

  it('leaves ids free for new rows and refuses to seed twice', async () => {
    const now = new Date().toISOString();
    const brand = await server.db
      .insertInto('brands')
      .values({ name: 'New Brand', slug: 'new-brand', logo: null, featured: 0, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(brand.id).toBeGreaterThan(15);
    const user = await server.db
      .insertInto('users')
      .values({ name: 'N', email: 'n@example.in', full_phone_number: null, password_hash: null, business_type: 'b2c', gstin: null, business_name: null, gst_state: null, gst_address: null, salon_category: null, monthly_consumption: null, salon_location_pincode: null, is_guest: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(user.id).toBeGreaterThan(1);
    await expect(seedDemoStore(server.db)).rejects.toThrow('already has a store');
  });
});

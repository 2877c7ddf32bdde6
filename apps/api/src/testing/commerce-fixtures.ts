/**
 * Fixtures for the commerce integration tests (cart, coupons, wishlist, orders); never imported by
 * shipped code. Each test makes its own shoppers and products so tests sharing one seeded database
 * never see each other's stock or carts.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createSession } from '../../security/sessions';
import type { TestClient } from '../../testing';

export interface Shopper {
  userId: number;
  token: string;
  addressId: number;
}

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/** A registered (or guest) shopper with a session and one address; optional wallet credit in paise. */
export async function createShopper(
  db: Kysely<Database>,
  options: { guest?: boolean; walletPaise?: number } = {},
): Promise<Shopper> {
  const at = new Date().toISOString();
  const handle = unique('shopper');
  const user = await db
    .insertInto('users')
    .values({
      name: 'Test Shopper',
      email: `${handle}@example.test`,
      full_phone_number: null,
      password_hash: null,
      business_type: 'b2c',
      gstin: null,
      business_name: null,
      gst_state: null,
      gst_address: null,
      salon_category: null,
      monthly_consumption: null,
      salon_location_pincode: null,
      is_guest: options.guest ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const address = await db
    .insertInto('addresses')
    .values({
      user_id: user.id,
      name: 'Asha Rao',
      phone: '9812345678',
      address_line_1: '12 MG Road',
      address_line_2: null,
      landmark: 'Opposite the park',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      address_type: 'home',
      is_default: 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.walletPaise) {
    await db
      .insertInto('wallet_transactions')
      .values({ user_id: user.id, kind: 'credit', amount: options.walletPaise, description: 'Test credit', order_id: null, created_at: at })
      .execute();
  }
  const { token } = await createSession(db, user.id, options.guest ? 'guest' : 'registered');
  return { userId: user.id, token, addressId: address.id };
}

/** Logs the seeded demo customer in through the API and answers the auth token. */
export async function loginDemoCustomer(api: TestClient): Promise<string> {
  const response = await api.post('/sessions', { json: { email: 'demo@storefront.test', password: 'Demo@1234' } });
  if (response.status !== 200) throw new Error(`Demo login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}

export interface ProductSpec {
  /** Rupees. */
  price?: number;
  stock?: number;
  backOrder?: boolean;
  active?: boolean;
}

/** A fresh product without variants (prices in rupees), unique to the calling test. */
export async function createProduct(db: Kysely<Database>, spec: ProductSpec = {}): Promise<number> {
  const at = new Date().toISOString();
  const handle = unique('test-product');
  const row = await db
    .insertInto('products')
    .values({
      name: `Test Product ${handle}`,
      slug: handle,
      sku: handle.toUpperCase(),
      description: '<p>Test</p>',
      price: Math.round((spec.price ?? 200) * 100),
      compare_price: null,
      stock_qty: spec.stock ?? 10,
      back_order: spec.backOrder ? 1 : 0,
      brand_id: null,
      video_url: null,
      popularity: 0,
      sold_count: 0,
      weekly_views: 0,
      is_active: spec.active === false ? 0 : 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh product with two variants (Size S and M); answers the product and variant ids. */
export async function createVariantProduct(
  db: Kysely<Database>,
  spec: { price?: number; stock?: number } = {},
): Promise<{ productId: number; variantIds: [number, number] }> {
  const stock = spec.stock ?? 5;
  const productId = await createProduct(db, { price: spec.price, stock: stock * 2 });
  const product = await db.selectFrom('products').select(['sku', 'price']).where('id', '=', productId).executeTakeFirstOrThrow();
  const values = await db.selectFrom('option_values').select('id').orderBy('id').limit(2).execute();
  const ids: number[] = [];
  for (const [index, value] of values.entries()) {
    const variant = await db
      .insertInto('variants')
      .values({
        product_id: productId,
        sku: `${product.sku}-V${index}`,
        price: product.price + index * 1000,
        compare_price: null,
        stock_qty: stock,
        back_order: 0,
        position: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('variant_option_values').values({ variant_id: variant.id, option_value_id: value.id }).execute();
    ids.push(variant.id);
  }
  return { productId, variantIds: [ids[0], ids[1]] };
}

export async function stockOf(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db.selectFrom('products').select('stock_qty').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.stock_qty;
}

export async function walletBalance(db: Kysely<Database>, userId: number): Promise<number> {
  const rows = await db.selectFrom('wallet_transactions').select(['kind', 'amount']).where('user_id', '=', userId).execute();
  return rows.reduce((sum, row) => sum + (row.kind === 'credit' ? row.amount : -row.amount), 0);
}

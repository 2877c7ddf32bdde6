/**
 * Helpers for the identity and account integration suites (tests only): unique shoppers, codes from the
 * dev outbox, expired sessions, anonymous carts and temporary store settings.
 */
import type { Kysely } from 'kysely';
import type { Database, RowUpdate } from '../../db/schema';
import { hashPassword } from '../../security/passwords';
import { createSession } from '../../security/sessions';
import { hashToken, newToken } from '../../security/tokens';
import type { TestClient } from '../../testing';
import type { Session } from './contract-types';
import { toSession } from './sign-in';

export const SHOPPER_PASSWORD = 'Secret@123';

let sequence = 0;

/** A 10-digit mobile number no other shopper of this test file has (never the demo customer's). */
export function uniquePhone(): string {
  sequence += 1;
  return `7${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(6, '0')}`;
}

export function uniqueEmail(label = 'shopper'): string {
  sequence += 1;
  return `${label}.${sequence}@example.in`;
}

export interface TestShopper extends Session {
  email: string;
  phone: string;
  password: string;
}

/** Registers a B2C shopper over HTTP and answers the session with the credentials used. */
export async function registerShopper(api: TestClient, overrides: Record<string, unknown> = {}): Promise<TestShopper> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const phone = (overrides.full_phone_number as string | undefined) ?? uniquePhone();
  const user_params = {
    name: 'Asha Verma',
    email,
    full_phone_number: phone,
    password: SHOPPER_PASSWORD,
    password_confirmation: SHOPPER_PASSWORD,
    ...overrides,
  };
  const response = await api.post('/users', { json: { user_params } });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...(response.body.data as Session), email, phone, password: SHOPPER_PASSWORD };
}

let passwordHash: Promise<string> | undefined;

/**
 * A registered B2C shopper written straight to the database, signed in (a real session). Much cheaper
 * than registering over HTTP (the password is hashed once per test file), for suites about other things.
 */
export async function createShopper(db: Kysely<Database>, overrides: { name?: string; salon_category?: string } = {}): Promise<TestShopper> {
  passwordHash ??= hashPassword(SHOPPER_PASSWORD);
  const email = uniqueEmail();
  const phone = uniquePhone();
  const at = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      name: overrides.name ?? 'Asha Verma',
      email,
      full_phone_number: phone,
      password_hash: await passwordHash,
      business_type: 'b2c',
      salon_category: overrides.salon_category ?? null,
      is_guest: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await toSession(db, user.id, await createSession(db, user.id, 'registered'));
  return { ...session, email, phone, password: SHOPPER_PASSWORD };
}

/** The code of the newest outbox message to a phone number or email. */
export async function latestCode(api: TestClient, to: string): Promise<string> {
  const response = await api.get('/dev/outbox', { query: { to } });
  const code = response.body.data?.[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(response.body)}`);
  return code;
}

/** Moves a session's expiry into the past. */
export async function expireSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/** Runs `fn` with some store settings changed, restoring them afterwards. */
export async function withStoreSettings<T>(
  db: Kysely<Database>,
  patch: RowUpdate<'store_settings'>,
  fn: () => Promise<T>,
): Promise<T> {
  const before = await db.selectFrom('store_settings').selectAll().orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('store_settings').set(patch).where('id', '=', before.id).execute();
  try {
    return await fn();
  } finally {
    const { id, ...restore } = before;
    await db.updateTable('store_settings').set(restore).where('id', '=', id).execute();
  }
}

export interface CartLine {
  productId: number;
  quantity: number;
}

/** Simple products (without variants) that are in stock, for cart lines. */
export async function stockedProducts(db: Kysely<Database>, count: number): Promise<{ id: number; stock_qty: number }[]> {
  return db
    .selectFrom('products')
    .select(['id', 'stock_qty'])
    .where('is_active', '=', 1)
    .where('stock_qty', '>=', 5)
    .where('back_order', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('variants').select('variants.id').whereRef('variants.product_id', '=', 'products.id'))),
    )
    .orderBy('id')
    .limit(count)
    .execute();
}

/** Creates a cart directly in the database: anonymous (answers its token) or owned by `userId`. */
export async function createCart(
  db: Kysely<Database>,
  lines: CartLine[],
  userId: number | null = null,
): Promise<{ cartId: number; cartToken: string | null }> {
  const at = new Date().toISOString();
  const cartToken = userId === null ? newToken() : null;
  const cart = await db
    .insertInto('carts')
    .values({
      token_hash: cartToken ? hashToken(cartToken) : null,
      user_id: userId,
      coupon_id: null,
      make_advance_payment: 0,
      cod_payment: 0,
      address_id: null,
      ordered_order_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    await db
      .insertInto('cart_items')
      .values({
        cart_id: cart.id,
        item_type: 'Product',
        item_id: line.productId,
        product_id: line.productId,
        variant_id: null,
        quantity: line.quantity,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  return { cartId: cart.id, cartToken };
}

/** The lines of a cart as `{ productId: quantity }`. */
export async function cartQuantities(db: Kysely<Database>, cartId: number): Promise<Record<number, number>> {
  const rows = await db.selectFrom('cart_items').select(['product_id', 'quantity']).where('cart_id', '=', cartId).execute();
  return Object.fromEntries(rows.map((row) => [row.product_id, row.quantity]));
}

/**
 * Shoppers for the integration suites (tests only): unique contacts, shoppers written straight to the
 * database or registered over HTTP, the demo customer's login, codes from the dev outbox, expired sessions.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { createSession } from '../security/sessions';
import { hashToken } from '../security/tokens';
import type { Session } from '@storefront/sdk';
import { toSession } from '../services/identity/sign-in';
import type { TestClient } from './test-client';

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
  userId: number;
  email: string;
  phone: string;
  /** The password a registered shopper signs in with (a guest has none stored). */
  password: string;
}

/** A shopper who can place an order: one default delivery address, whose phone every such shopper shares. */
export interface CheckoutShopper extends TestShopper {
  addressId: number;
}

export interface ShopperOptions {
  name?: string;
  salon_category?: string;
  /** A guest account (no password, a guest session) instead of a registered one. */
  guest?: boolean;
  /** Wallet credit, in paise. */
  walletPaise?: number;
  /** Give the shopper a default delivery address (for carts that check out). */
  withAddress?: boolean;
}

let passwordHash: Promise<string> | undefined;

/**
 * A B2C shopper written straight to the database, signed in (a real session). Much cheaper than
 * registering over HTTP (the password is hashed once per test file), for suites about other things.
 */
export async function createShopper(db: Kysely<Database>, options: ShopperOptions & { withAddress: true }): Promise<CheckoutShopper>;
export async function createShopper(db: Kysely<Database>, options?: ShopperOptions): Promise<TestShopper>;
export async function createShopper(db: Kysely<Database>, options: ShopperOptions = {}): Promise<TestShopper | CheckoutShopper> {
  passwordHash ??= hashPassword(SHOPPER_PASSWORD);
  const email = uniqueEmail();
  const phone = uniquePhone();
  const at = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      name: options.name ?? 'Asha Verma',
      email,
      full_phone_number: phone,
      password_hash: options.guest ? null : await passwordHash,
      business_type: 'b2c',
      salon_category: options.salon_category ?? null,
      is_guest: options.guest ? 1 : 0,
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
  const session = await toSession(db, user.id, await createSession(db, user.id, options.guest ? 'guest' : 'registered'));
  const shopper: TestShopper = { ...session, userId: user.id, email, phone, password: SHOPPER_PASSWORD };
  if (!options.withAddress) return shopper;
  return { ...shopper, addressId: await addDeliveryAddress(db, user.id, at) };
}

async function addDeliveryAddress(db: Kysely<Database>, userId: number, at: string): Promise<number> {
  const address = await db
    .insertInto('addresses')
    .values({
      user_id: userId,
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
  return address.id;
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
  const session = response.body.data as Session;
  return { ...session, userId: session.user.id, email, phone, password: SHOPPER_PASSWORD };
}

/** Logs the seeded demo customer in through the API and answers the auth token. */
export async function loginDemoCustomer(api: TestClient): Promise<string> {
  const response = await api.post('/sessions', { json: { email: 'demo@storefront.test', password: 'Demo@1234' } });
  if (response.status !== 200) throw new Error(`Demo login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
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

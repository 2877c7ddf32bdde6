/**
 * Fixtures for the coupon limit tests; never imported by shipped code. Every coupon and every phone is
 * new, so tests sharing one seeded database never count each other's uses or orders (the shared
 * delivery address phone of `createShopper` would make all its shoppers one shopper).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '../db/schema';
import { type CheckoutShopper, createShopper, uniquePhone } from './shoppers';
import type { TestClient } from './test-client';

export type CouponLimits = Partial<
  Pick<NewRow<'coupons'>, 'starts_at' | 'expires_at' | 'max_uses_total' | 'used_count' | 'max_uses_per_shopper' | 'first_order_only'>
>;

/** A flat ₹100 coupon without a minimum, with the limits given; answers its row. */
export async function createCoupon(db: Kysely<Database>, limits: CouponLimits = {}): Promise<Row<'coupons'>> {
  return db
    .insertInto('coupons')
    .values({
      code: `LIMIT${randomBytes(4).toString('hex').toUpperCase()}`,
      coupon_type: 'flat',
      amount: 10_000,
      min_cart_value: 0,
      max_discount: null,
      description: 'Test coupon with limits',
      expires_at: null,
      is_active: 1,
      ...limits,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ShopperSpec {
  guest?: boolean;
  /** The delivery address's phone (default: a new one). */
  phone?: string;
  /** The account's e-mail (default: a new one; null for none). */
  email?: string | null;
  walletPaise?: number;
}

export interface LimitShopper extends CheckoutShopper {
  phone: string;
}

/** A shopper (registered or guest) whose address has `phone` and whose account has `email`. */
export async function shopperWith(db: Kysely<Database>, spec: ShopperSpec = {}): Promise<LimitShopper> {
  const shopper = await createShopper(db, { guest: spec.guest, walletPaise: spec.walletPaise, withAddress: true });
  const phone = spec.phone ?? uniquePhone();
  await db.updateTable('addresses').set({ phone }).where('id', '=', shopper.addressId).execute();
  if (spec.email !== undefined) await db.updateTable('users').set({ email: spec.email }).where('id', '=', shopper.userId).execute();
  return { ...shopper, phone };
}

/** The shopper's API steps: fill the cart, apply a coupon, place a cod (or wallet) order, cancel. */
export function shopperSteps(api: TestClient) {
  return {
    add: (shopper: CheckoutShopper, productId: number, quantity = 1) =>
      api.post('/carts/add_item', { token: shopper.token, json: { item_id: productId, quantity } }),
    apply: (shopper: CheckoutShopper, code: string) => api.post('/carts/apply_coupon', { token: shopper.token, json: { coupon_code: code } }),
    place: (shopper: CheckoutShopper, paymentMethod: 'cod' | 'wallet' = 'cod') =>
      api.post('/orders', { token: shopper.token, json: { address_id: shopper.addressId, payment_method: paymentMethod } }),
    cancel: (shopper: CheckoutShopper, orderId: number) => api.put(`/orders/${orderId}`, { token: shopper.token, json: { status: 'cancelled' } }),
  };
}

/** The coupon's counter and redemption rows as stored now. */
export async function usesOf(db: Kysely<Database>, couponId: number): Promise<{ usedCount: number; redemptions: number }> {
  const coupon = await db.selectFrom('coupons').select('used_count').where('id', '=', couponId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('coupon_redemptions').select('id').where('coupon_id', '=', couponId).execute();
  return { usedCount: coupon.used_count, redemptions: rows.length };
}

/** The orders of these users (any status), with the coupon each carries. */
export async function ordersOf(
  db: Kysely<Database>,
  userIds: number[],
): Promise<{ id: number; user_id: number; coupon_code: string | null }[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('orders').select(['id', 'user_id', 'coupon_code']).where('user_id', 'in', userIds).execute();
}

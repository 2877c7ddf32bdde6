import {
  ORDERS_NOT_COUNTED,
  perShopperLimit,
  shopperIdentity as shopperOf,
  type ShopperHistory,
  type ShopperIdentity,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { couponTerms } from './coupon-rules';

/** The shopper of an account ordering to `deliveryPhone` (the domain's identity: account, phones, e-mail). */
export function shopperIdentity(user: Row<'users'>, deliveryPhone: string | null): ShopperIdentity {
  return shopperOf({ id: user.id, phone: user.full_phone_number, email: user.email }, deliveryPhone);
}

/** The shopper as known while the cart is still a cart: the delivery phone is the cart's address's, if chosen. */
export async function shopperOfCart(db: Kysely<Database>, user: Row<'users'>, cart: Row<'carts'>): Promise<ShopperIdentity> {
  const address =
    cart.address_id === null
      ? undefined
      : await db.selectFrom('addresses').select('phone').where('id', '=', cart.address_id).executeTakeFirst();
  return shopperIdentity(user, address?.phone ?? null);
}

/** The accounts that are this shopper: theirs, and any (a guest's) with the same e-mail or phone. */
function sameShopperAccounts(db: Kysely<Database>, shopper: ShopperIdentity) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', shopper.userId),
        ...(shopper.email ? [eb('email', '=', shopper.email)] : []),
        ...(shopper.phones.length > 0 ? [eb('full_phone_number', 'in', shopper.phones)] : []),
      ]),
    );
}

async function countUses(db: Kysely<Database>, couponId: number, shopper: ShopperIdentity): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', couponId)
    .where((eb) =>
      eb.or([
        eb('user_id', 'in', sameShopperAccounts(db, shopper)),
        ...(shopper.email ? [eb('email', '=', shopper.email)] : []),
        ...(shopper.phones.length > 0 ? [eb('phone', 'in', shopper.phones)] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function hasOrdered(db: Kysely<Database>, shopper: ShopperIdentity): Promise<boolean> {
  const found = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'not in', [...ORDERS_NOT_COUNTED])
    .where((eb) =>
      eb.or([
        eb('user_id', 'in', sameShopperAccounts(db, shopper)),
        ...(shopper.phones.length > 0 ? [eb('delivery_phone', 'in', shopper.phones)] : []),
      ]),
    )
    .limit(1)
    .execute();
  return found.length > 0;
}

/**
 * What the shopper did before that the coupon's limits look at; only the queries its limits need. When
 * placing an order, call it after the coupon row is locked (claimCouponUse), so it sees every use that
 * committed before.
 */
export async function shopperHistory(db: Kysely<Database>, coupon: Row<'coupons'>, shopper: ShopperIdentity): Promise<ShopperHistory> {
  return {
    uses: perShopperLimit(couponTerms(coupon)) === null ? 0 : await countUses(db, coupon.id, shopper),
    hasOrdered: couponTerms(coupon).firstOrderOnly && (await hasOrdered(db, shopper)),
  };
}

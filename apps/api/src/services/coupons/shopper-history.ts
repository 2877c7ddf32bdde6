import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { normalizeEmail } from '../accounts/contact-uniqueness';
import { perShopperLimit, type ShopperHistory } from './coupon-rules';

/**
 * Who a shopper is for coupon limits. A guest checks out with a fresh user each time and gives only a
 * delivery address, so the account alone cannot recognise them: the phones and the e-mail can.
 */
export interface ShopperIdentity {
  userId: number;
  /** The order's (or the cart's) delivery phone, 10 digits; recorded with a use. */
  deliveryPhone: string | null;
  /** The account's phone and the delivery phone, without duplicates: either one recognises the shopper. */
  phones: string[];
  /** The account's e-mail, normalised (a guest may have none). */
  email: string | null;
}

/** Orders in these statuses never happened for the shopper: they do not make a later order "not first". */
export const ORDERS_NOT_COUNTED = ['pending_payment', 'payment_failed', 'cancelled'] as const;

/** The last 10 digits (Indian mobile numbers, with or without +91), or null without digits. */
export function normalizePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? digits.slice(-10) : null;
}

export function shopperIdentity(user: Row<'users'>, deliveryPhone: string | null): ShopperIdentity {
  const delivery = normalizePhone(deliveryPhone);
  const phones = [normalizePhone(user.full_phone_number), delivery].filter((p): p is string => p !== null);
  return { userId: user.id, deliveryPhone: delivery, phones: [...new Set(phones)], email: user.email ? normalizeEmail(user.email) : null };
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
    uses: perShopperLimit(coupon) === null ? 0 : await countUses(db, coupon.id, shopper),
    hasOrdered: isSet(coupon.first_order_only) && (await hasOrdered(db, shopper)),
  };
}

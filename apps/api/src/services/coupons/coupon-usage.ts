import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { nowIso } from '../../db/values';
import { UnprocessableError } from '../../http/errors';
import {
  checkCoupon,
  checkShopperUse,
  couponUsedUpMessage,
  LIMIT_ISSUES,
  limitsShopper,
  type ShopperIdentity,
} from '@storefront/domain';
import { couponTerms } from './coupon-rules';
import { shopperHistory } from './shopper-history';

/**
 * One use of a coupon, taken and given back inside the caller's transaction (docs/decisions.md, "Cart,
 * coupons, charges"). Taking it is one conditional update of the coupon row: its affected-row count
 * decides the total limit, and the row lock it holds until the transaction ends (PostgreSQL; SQLite has
 * one writer) serialises every order of that coupon, so the shopper's uses counted after it cannot change
 * before this order commits. Lock order, the same wherever a use moves: the shopper's user row (wallet),
 * the coupon row, then stock rows.
 */

/** A use taken for an order being placed; `recordCouponUse` writes it once the order has an id. */
export interface CouponClaim {
  couponId: number;
  shopper: ShopperIdentity;
}

/**
 * Takes a use of the cart's coupon for the order being placed, or answers null when the cart has no
 * coupon or it does not apply (expired, below its minimum: the order goes without it, as before). 422,
 * and the caller's transaction rolls everything back, when a usage limit or the window refuses it.
 */
export async function claimCouponUse(
  trx: Kysely<Database>,
  cart: { coupon: Row<'coupons'> | null; subTotal: number },
  shopper: ShopperIdentity,
  now: Date,
): Promise<CouponClaim | null> {
  const { coupon } = cart;
  if (!coupon) return null;
  const terms = couponTerms(coupon);
  const check = checkCoupon(terms, cart.subTotal, now);
  if (!check.applies) {
    if (LIMIT_ISSUES.has(check.reason)) throw new UnprocessableError(check.message);
    return null;
  }
  const taken = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', coupon.id)
    .where((eb) => eb.or([eb('max_uses_total', 'is', null), eb('used_count', '<', eb.ref('max_uses_total'))]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new UnprocessableError(couponUsedUpMessage(coupon.code));
  if (limitsShopper(terms)) {
    const refusal = checkShopperUse(terms, await shopperHistory(trx, coupon, shopper));
    if (refusal) throw new UnprocessableError(refusal);
  }
  return { couponId: coupon.id, shopper };
}

export async function recordCouponUse(trx: Kysely<Database>, claim: CouponClaim, orderId: number, now: Date): Promise<void> {
  await trx
    .insertInto('coupon_redemptions')
    .values({
      coupon_id: claim.couponId,
      order_id: orderId,
      user_id: claim.shopper.userId,
      phone: claim.shopper.deliveryPhone,
      email: claim.shopper.email,
      created_at: nowIso(now),
    })
    .execute();
}

/**
 * Gives back the use an order took (cancelled, or its online payment failed). Idempotent: the redemption
 * row is the use, so a second call finds nothing to give back. Call it with the order row locked, before
 * stock is put back (lock order above).
 */
export async function releaseCouponUse(trx: Kysely<Database>, orderId: number): Promise<void> {
  const released = await trx.deleteFrom('coupon_redemptions').where('order_id', '=', orderId).returning('coupon_id').executeTakeFirst();
  if (!released) return;
  await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('id', '=', released.coupon_id)
    .where('used_count', '>', 0)
    .execute();
}

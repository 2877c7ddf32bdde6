import {
  checkCoupon,
  checkShopperUse,
  couponNotFoundMessage,
  EMPTY_CART_MESSAGE,
  limitsShopper,
  SUCCESS_MESSAGES,
} from '@storefront/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { NotFoundError, UnprocessableError } from '../../http/errors';
import { type RequestContext, requireUser } from '../../http/request-context';
import { findShopperCart } from './cart-lookup';
import { repriceAfterChange } from './cart-items';
import { EMPTY_CART, toCartDetails } from './present-cart';
import { type CartResult } from './cart-service';
import { couponTerms } from '../coupons/coupon-rules';
import { shopperHistory, shopperOfCart } from '../coupons/shopper-history';

/**
 * `POST /carts/apply_coupon`: needs a login (registered or guest; 401 with a cart token alone). Codes
 * match case-insensitively. 404 unknown (or withdrawn) code; 422 empty cart, outside its window, no uses
 * left, a sub-total below the minimum, or the shopper's own limits (already used, not a first order).
 * Replaces a coupon already applied. Placing the order checks the limits again, atomically.
 */
export async function applyCoupon(db: Kysely<Database>, ctx: RequestContext, code: string): Promise<CartResult> {
  const user = requireUser(ctx);
  const wanted = code.trim().toUpperCase();
  return db.transaction().execute(async (trx) => {
    const coupon = await trx
      .selectFrom('coupons')
      .selectAll()
      .where(sql<string>`upper(code)`, '=', wanted)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (!coupon) throw new NotFoundError(couponNotFoundMessage(wanted));
    const cart = await findShopperCart(trx, { user, cartToken: null }, { lock: true });
    if (!cart) throw new UnprocessableError(EMPTY_CART_MESSAGE);
    const { priced: before } = await repriceAfterChange(trx, cart.id);
    if (before.lines.length === 0) throw new UnprocessableError(EMPTY_CART_MESSAGE);
    const terms = couponTerms(coupon);
    const check = checkCoupon(terms, before.subTotal, new Date());
    if (!check.applies) throw new UnprocessableError(check.message);
    if (limitsShopper(terms)) {
      const refusal = checkShopperUse(terms, await shopperHistory(trx, coupon, await shopperOfCart(trx, user, cart)));
      if (refusal) throw new UnprocessableError(refusal);
    }
    await trx
      .updateTable('carts')
      .set({ coupon_id: coupon.id, updated_at: nowIso() })
      .where('id', '=', cart.id)
      .execute();
    const { priced } = await repriceAfterChange(trx, cart.id);
    return { cart: toCartDetails(priced), message: SUCCESS_MESSAGES.couponApplied };
  });
}

/** `DELETE /carts/remove_coupon`: needs a login; a no-op without a coupon (or a cart). */
export async function removeCoupon(db: Kysely<Database>, ctx: RequestContext): Promise<CartResult> {
  const user = requireUser(ctx);
  return db.transaction().execute(async (trx) => {
    const cart = await findShopperCart(trx, { user, cartToken: null }, { lock: true });
    if (!cart) return { cart: EMPTY_CART, message: SUCCESS_MESSAGES.couponRemoved };
    await trx
      .updateTable('carts')
      .set({ coupon_id: null, updated_at: nowIso() })
      .where('id', '=', cart.id)
      .execute();
    const { priced } = await repriceAfterChange(trx, cart.id);
    return { cart: toCartDetails(priced), message: SUCCESS_MESSAGES.couponRemoved };
  });
}

import { LOGIN_REQUIRED_MESSAGE } from '@storefront/domain';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database, Row } from '../../db/schema';
import { nowIso } from '../../db/values';
import { UnauthorizedError } from '../../http/errors';
import { type RequestContext } from '../../http/request-context';
import { hashToken, newToken } from '../../security/tokens';

/**
 * Which cart a request means (docs/decisions.md): the signed-in shopper's (registered or guest) when
 * Authorization names one, otherwise the anonymous cart of the `CartAuthorization` token. The user's
 * cart wins when both are sent. A cart token only ever reaches a cart that belongs to no user, and a
 * cart that became an order (`ordered_order_id`) is never used again.
 *
 * Cart tokens are like session tokens: 32 random bytes (base64url) handed to the client once; the
 * database keeps only their SHA-256 (`carts.token_hash`), so a database leak reveals no usable token.
 */

/** Row locks on PostgreSQL; SQLite runs one transaction at a time, so it needs none. */
export function forUpdate<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query;
}

export interface FindCartOptions {
  /** Lock the cart row until the transaction ends (PostgreSQL), so writes to one cart queue up. */
  lock?: boolean;
}

/** The cart this request means, or null. Pass the transaction (and `lock`) when about to change it. */
export async function findShopperCart(
  db: Kysely<Database>,
  ctx: Pick<RequestContext, 'user' | 'cartToken'>,
  options: FindCartOptions = {},
): Promise<Row<'carts'> | null> {
  let query = db.selectFrom('carts').selectAll().where('ordered_order_id', 'is', null);
  if (ctx.user) {
    query = query.where('user_id', '=', ctx.user.id);
  } else if (ctx.cartToken) {
    query = query.where('token_hash', '=', hashToken(ctx.cartToken)).where('user_id', 'is', null);
  } else {
    return null;
  }
  query = query.orderBy('id', 'desc').limit(1);
  if (options.lock) query = forUpdate(db, query);
  return (await query.executeTakeFirst()) ?? null;
}

/** The active cart of a user (registered or guest), or null. */
export async function findUserCart(
  db: Kysely<Database>,
  userId: number,
  options: FindCartOptions = {},
): Promise<Row<'carts'> | null> {
  return findShopperCart(db, { user: { id: userId } as Row<'users'>, cartToken: null }, options);
}

/** Re-reads a cart by id (locked on PostgreSQL when `lock`). */
export async function reloadCart(db: Kysely<Database>, cartId: number, options: FindCartOptions = {}) {
  let query = db.selectFrom('carts').selectAll().where('id', '=', cartId);
  if (options.lock) query = forUpdate(db, query);
  return query.executeTakeFirstOrThrow();
}

export interface CartForWrite {
  cart: Row<'carts'>;
  /** Set when an anonymous cart was just created: the token to hand back once as `cart_token`. */
  cartToken?: string;
}

/**
 * The cart to add to: the shopper's existing cart (locked), or a new one: owned by the signed-in user,
 * or anonymous with a fresh cart token. An unknown or used-up cart token also gets a fresh cart.
 */
export async function findOrCreateShopperCart(
  trx: Kysely<Database>,
  ctx: Pick<RequestContext, 'user' | 'cartToken'>,
  now: Date = new Date(),
): Promise<CartForWrite> {
  const existing = await findShopperCart(trx, ctx, { lock: true });
  if (existing) return { cart: existing };
  const token = ctx.user ? undefined : newToken();
  const cart = await trx
    .insertInto('carts')
    .values({
      token_hash: token ? hashToken(token) : null,
      user_id: ctx.user?.id ?? null,
      coupon_id: null,
      make_advance_payment: 0,
      cod_payment: 0,
      address_id: null,
      ordered_order_id: null,
      created_at: nowIso(now),
      updated_at: nowIso(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { cart, ...(token ? { cartToken: token } : {}) };
}

/** Cart writes other than add_item need Authorization or a cart token: 401 with neither. */
export function requireCartCaller(ctx: Pick<RequestContext, 'user' | 'cartToken'>): void {
  if (!ctx.user && !ctx.cartToken) throw new UnauthorizedError(LOGIN_REQUIRED_MESSAGE);
}

import {
  ALREADY_SIGNED_IN_MESSAGE,
  CART_TOKEN_REQUIRED_MESSAGE,
  EMPTY_CART_MESSAGE,
  FIELD_MESSAGES,
  GUEST_ONLY_MESSAGE,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { UnauthorizedError, UnprocessableError } from '../../http/errors';
import { createSession } from '../../security/sessions';
import { hashToken, newToken } from '../../security/tokens';
import { normalizeEmail } from '../accounts/contact-uniqueness';
import { loadUser, toUser } from '../accounts/user-view';
import { findAnonymousCart, findOpenUserCart } from '../carts/merge-anonymous-cart';
import type { GuestUserInput, Session, User } from './contract-types';
import { toSession } from './sign-in';

const GUEST_NAME = 'Guest';

/**
 * Guest checkout: a guest user takes over the anonymous cart of the cart token and gets a 7-day guest
 * session, in one transaction. 401 without a cart token, 422 for an empty or unknown cart.
 */
export async function startGuestCheckout(
  db: Kysely<Database>,
  caller: Row<'users'> | null,
  cartToken: string | null,
  now: Date = new Date(),
): Promise<Session> {
  if (caller && !isSet(caller.is_guest)) throw new UnprocessableError(ALREADY_SIGNED_IN_MESSAGE);
  if (!cartToken) throw new UnauthorizedError(CART_TOKEN_REQUIRED_MESSAGE);
  const cart = await findAnonymousCart(db, cartToken);
  if (!cart) throw new UnprocessableError(EMPTY_CART_MESSAGE);
  const at = now.toISOString();
  const created = await db.transaction().execute(async (trx) => {
    const items = await trx
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('cart_id', '=', cart.id)
      .executeTakeFirstOrThrow();
    if (Number(items.count) === 0) throw new UnprocessableError(EMPTY_CART_MESSAGE);
    const guest = await trx
      .insertInto('users')
      .values({ name: GUEST_NAME, business_type: 'b2c', is_guest: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const claimed = await trx
      .updateTable('carts')
      .set({ user_id: guest.id, token_hash: null, updated_at: at })
      .where('id', '=', cart.id)
      .where('user_id', 'is', null)
      .executeTakeFirst();
    // Another request claimed the cart between the read and this write.
    if (Number(claimed.numUpdatedRows) !== 1) throw new UnprocessableError(EMPTY_CART_MESSAGE);
    return { userId: guest.id, issued: await createSession(trx, guest.id, 'guest', now) };
  });
  return toSession(db, created.userId, created.issued);
}

function requireGuest(user: Row<'users'>): void {
  if (!isSet(user.is_guest)) throw new UnprocessableError(GUEST_ONLY_MESSAGE);
}

/** The store asks guests for an e-mail address (the `guest_email_required` setting, on by default). */
export async function guestEmailRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('store_settings').select('guest_email_required').orderBy('id').executeTakeFirst();
  return row ? isSet(row.guest_email_required) : true;
}

/**
 * Records the guest's contact details (name, phone, email) and answers the guest user. The email, where
 * the order confirmation goes, is required unless the store made it optional: 422 "email required".
 */
export async function recordGuestContact(db: Kysely<Database>, user: Row<'users'>, input: GuestUserInput): Promise<User> {
  requireGuest(user);
  if (!input.email?.trim() && (await guestEmailRequired(db))) {
    throw new UnprocessableError(FIELD_MESSAGES.emailRequired, [{ field: 'email', message: FIELD_MESSAGES.emailRequired }]);
  }
  await db
    .updateTable('users')
    .set({
      name: input.name.trim() || GUEST_NAME,
      email: input.email ? normalizeEmail(input.email) : null,
      full_phone_number: input.full_phone_number,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', user.id)
    .execute();
  return toUser(db, await loadUser(db, user.id));
}

/**
 * Leaves guest mode: the guest's open cart becomes anonymous again under a new cart token (an empty one
 * when the guest has none), the guest's sessions end and the guest user is deleted, unless orders or
 * payments still refer to it. Answers the new cart token.
 */
export async function removeGuest(db: Kysely<Database>, user: Row<'users'>, now: Date = new Date()): Promise<string> {
  requireGuest(user);
  const cartToken = newToken();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const cart = await findOpenUserCart(trx, user.id);
    if (cart) {
      await trx
        .updateTable('carts')
        .set({ user_id: null, token_hash: hashToken(cartToken), address_id: null, updated_at: at })
        .where('id', '=', cart.id)
        .execute();
    } else {
      await trx
        .insertInto('carts')
        .values({
          token_hash: hashToken(cartToken),
          user_id: null,
          coupon_id: null,
          make_advance_payment: 0,
          cod_payment: 0,
          address_id: null,
          ordered_order_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    const order = await trx.selectFrom('orders').select('id').where('user_id', '=', user.id).executeTakeFirst();
    const payment = await trx.selectFrom('payments').select('id').where('user_id', '=', user.id).executeTakeFirst();
    if (!order && !payment) await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  return cartToken;
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createSession, type IssuedSession } from '../../security/sessions';
import type { SessionKind } from '../../security/tokens';
import { loadUser, toUser } from '../accounts/user-view';
import { mergeAnonymousCart } from '../carts/merge-anonymous-cart';
import type { Session } from './contract-types';

export interface SignInOptions {
  /** The raw CartAuthorization token: that anonymous cart is merged into the shopper's. */
  cartToken?: string | null;
  /** More writes that must happen with the sign-in or not at all (using up a PIN, revoking a token). */
  within?: (trx: Kysely<Database>) => Promise<void>;
  now?: Date;
}

/** The `Session` wire shape of a new session (read after the transaction that made it). */
export async function toSession(db: Kysely<Database>, userId: number, issued: IssuedSession): Promise<Session> {
  const user = await toUser(db, await loadUser(db, userId));
  return { token: issued.token, user, expires_at: issued.session.expires_at };
}

/** Starts a session for the user, merging their anonymous cart, in one transaction. */
export async function signIn(
  db: Kysely<Database>,
  userId: number,
  kind: SessionKind,
  { cartToken, within, now = new Date() }: SignInOptions = {},
): Promise<Session> {
  const issued = await db.transaction().execute(async (trx) => {
    if (within) await within(trx);
    await mergeAnonymousCart(trx, userId, cartToken, now);
    return createSession(trx, userId, kind, now);
  });
  return toSession(db, userId, issued);
}

import {
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  LOGIN_CLIENT_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  TOKEN_EXPIRED_MESSAGE,
  TOO_MANY_LOGINS_MESSAGE,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { TooManyRequestsError, UnauthorizedError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { reserveSlot, release, reset } from '../../security/rate-limiter';
import { hashToken } from '../../security/tokens';
import { normalizeEmail } from '../accounts/contact-uniqueness';

export type PasswordCredentials =
  | { email: string; password: string }
  | { full_phone_number: string; password: string };

/** A registered (non-guest) shopper by lower-cased email or 10-digit phone. */
export async function findRegisteredUser(
  db: Kysely<Database>,
  by: { email: string } | { full_phone_number: string },
): Promise<Row<'users'> | undefined> {
  let query = db.selectFrom('users').selectAll().where('is_guest', '=', 0);
  query = 'email' in by ? query.where('email', '=', by.email) : query.where('full_phone_number', '=', by.full_phone_number);
  return query.executeTakeFirst();
}

/**
 * The rate-limit key password checks are counted under: the account when the identifier names one, so
 * its email and phone share one budget; else the identifier itself, so probing unknown ones is limited.
 */
export function loginFailureKey(subject: { userId: number } | { identifier: string }): string {
  return 'userId' in subject ? `login-failure:user:${subject.userId}` : `login-failure:${subject.identifier}`;
}

const clientKey = (clientAddress: string) => `login-client:${clientAddress}`;

let dummyHash: Promise<string> | undefined;
/** Checked when no account matches, so an unknown identifier takes as long as a wrong password. */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

/**
 * Checks `password` for `user` (undefined: no such account, checked against a dummy hash) after
 * reserving the attempt, atomically, under the account's key and the client's. A refused reservation
 * answers 429 before any password is compared; a success clears the account's count and gives the
 * client's slot back. Answers whether the password matched.
 */
export async function checkPasswordWithinBudget(
  db: Kysely<Database>,
  subject: { user: Row<'users'> | undefined; identifier: string },
  password: string,
  clientAddress?: string,
): Promise<boolean> {
  const accountKey = loginFailureKey(subject.user ? { userId: subject.user.id } : { identifier: subject.identifier });
  const account = await reserveSlot(db, accountKey, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
  if (!account.allowed) throw new TooManyRequestsError(TOO_MANY_LOGINS_MESSAGE);
  const client = clientAddress ? await reserveSlot(db, clientKey(clientAddress), LOGIN_CLIENT_LIMIT, LOGIN_FAILURE_WINDOW_MS) : undefined;
  if (client && !client.allowed) {
    await release(db, account.eventId);
    throw new TooManyRequestsError(TOO_MANY_LOGINS_MESSAGE);
  }
  const hash = subject.user?.password_hash;
  const matches = await verifyPassword(password, hash ?? (await timingDummy()));
  if (!hash || !matches) return false;
  await reset(db, accountKey);
  await release(db, client?.eventId);
  return true;
}

/**
 * The shopper whose email or phone and password match. Attempts are counted per account (email and
 * phone together) and per client address, before the password is checked: over 10 per account or 30
 * per client in 15 minutes every try answers 429 until the window passes.
 */
export async function authenticateWithPassword(
  db: Kysely<Database>,
  credentials: PasswordCredentials,
  clientAddress?: string,
): Promise<Row<'users'>> {
  const identifier = 'email' in credentials ? normalizeEmail(credentials.email) : credentials.full_phone_number;
  const by = 'email' in credentials ? { email: identifier } : { full_phone_number: identifier };
  const user = await findRegisteredUser(db, by);
  const matches = await checkPasswordWithinBudget(db, { user, identifier }, credentials.password, clientAddress);
  if (!user || !matches) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  return user;
}

/**
 * The registered session a pre-issued token (e.g. from registration) belongs to; login exchanges it for
 * a fresh one. 401 "Token expired." after its expiry, 401 for an unknown or guest token.
 */
export async function sessionOfToken(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<Row<'sessions'>> {
  const session = await db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!session || session.kind !== 'registered') throw new UnauthorizedError(INVALID_TOKEN_MESSAGE);
  if (session.expires_at <= now.toISOString()) throw new UnauthorizedError(TOKEN_EXPIRED_MESSAGE);
  return session;
}

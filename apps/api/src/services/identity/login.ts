import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { TooManyRequestsError, UnauthorizedError } from '../../http/errors';
import { TOKEN_EXPIRED_MESSAGE } from '../../http/request-context';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { countHits, record, reset } from '../../security/rate-limiter';
import { hashToken } from '../../security/tokens';
import { normalizeEmail } from '../accounts/contact-uniqueness';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email/mobile or password';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';
export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

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

/** The rate-limit key failed logins of an identifier (lower-cased email or phone) are counted under. */
export function loginFailureKey(identifier: string): string {
  return `login-failure:${identifier}`;
}

let dummyHash: Promise<string> | undefined;
/** Checked when no account matches, so an unknown identifier takes as long as a wrong password. */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

/**
 * The shopper whose email or phone and password match. Failures are counted per identifier: after 10
 * in 15 minutes every try answers 429 until the window passes; a success clears the count.
 */
export async function authenticateWithPassword(db: Kysely<Database>, credentials: PasswordCredentials): Promise<Row<'users'>> {
  const identifier = 'email' in credentials ? normalizeEmail(credentials.email) : credentials.full_phone_number;
  const by = 'email' in credentials ? { email: identifier } : { full_phone_number: identifier };
  const failureKey = loginFailureKey(identifier);
  if ((await countHits(db, failureKey, LOGIN_FAILURE_WINDOW_MS)) >= LOGIN_FAILURE_LIMIT) {
    throw new TooManyRequestsError(TOO_MANY_LOGINS_MESSAGE);
  }
  const user = await findRegisteredUser(db, by);
  const matches = await verifyPassword(credentials.password, user?.password_hash ?? (await timingDummy()));
  if (!user || !user.password_hash || !matches) {
    await record(db, failureKey);
    throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  }
  await reset(db, failureKey);
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

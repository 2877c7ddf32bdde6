import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema';
import { hashToken, newToken, sessionExpiry, type SessionKind } from './tokens';

export interface IssuedSession {
  /** The opaque token for the client (never stored). */
  token: string;
  session: Row<'sessions'>;
}

/** Starts a session for a user: a new token, stored hashed, expiring per its kind (30 / 7 days). */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  kind: SessionKind,
  now: Date = new Date(),
): Promise<IssuedSession> {
  const token = newToken();
  const session = await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      kind,
      expires_at: sessionExpiry(kind, now).toISOString(),
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

/** Revokes one session by its token (logout). */
export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Revokes every session of a user, optionally keeping one (password reset). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, keepSessionId?: number): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

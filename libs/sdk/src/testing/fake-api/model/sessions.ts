import { TOO_MANY_SENDS_MESSAGE, tokenFromHeader } from '@storefront/domain';
import { randomBytes, randomInt } from 'node:crypto';
import type { Session } from '../../../generated/models';
import { tooManyRequests, unprocessable, type AuthInfo } from '../http';
import { nextId, now, type CodeRecord, type FakeState, type SessionRecord, type UserRecord } from '../state';

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_SENDS_PER_WINDOW = 3;
const MAX_CODE_ATTEMPTS = 5;

/** An opaque token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Who the Authorization header names; an unknown token reads as anonymous (`unknown`). */
export function resolveAuth(state: FakeState, header: string | null): AuthInfo {
  const token = tokenFromHeader(header);
  if (!token) return { status: 'none', token: null, session: null, user: null };
  const session = state.sessions.get(token);
  const user = session ? state.users.find((u) => u.user.id === session.userId && u.active) : undefined;
  if (!session || !user) return { status: 'unknown', token, session: null, user: null };
  if (session.expiresAt.getTime() <= now(state).getTime()) return { status: 'expired', token, session, user: null };
  return { status: 'valid', token, session, user };
}

/** Starts a session: 30 days for a registered shopper, 7 for a guest. */
export function issueSession(state: FakeState, user: UserRecord): Session {
  const kind = user.user.is_guest ? 'guest' : 'registered';
  const record: SessionRecord = {
    token: newToken(),
    userId: user.user.id,
    kind,
    expiresAt: new Date(now(state).getTime() + (kind === 'guest' ? 7 : 30) * DAY_MS),
  };
  state.sessions.set(record.token, record);
  return { token: record.token, user: user.user, expires_at: record.expiresAt.toISOString() };
}

/** Revokes every session of a user, keeping one token if given. */
export function revokeSessions(state: FakeState, userId: number, keep?: string): void {
  for (const [token, session] of state.sessions) if (session.userId === userId && token !== keep) state.sessions.delete(token);
}

/** Puts a message in the development outbox. */
export function deliver(
  state: FakeState,
  message: { channel: 'sms' | 'email'; to: string; subject: string | null; body: string; code: string | null },
): void {
  state.outbox.push({ id: nextId(state, 'outbox'), ...message, created_at: now(state).toISOString() });
}

/** Sends a 4-digit code (at most 3 per target in 10 minutes) through the outbox. */
export function sendCode(state: FakeState, purpose: CodeRecord['purpose'], target: string, user: UserRecord): void {
  const at = now(state);
  const recent = state.codes.filter((c) => c.target === target && at.getTime() - c.sentAt.getTime() < CODE_TTL_MS);
  if (recent.length >= MAX_SENDS_PER_WINDOW) throw tooManyRequests(TOO_MANY_SENDS_MESSAGE);
  const code = String(randomInt(0, 10000)).padStart(4, '0');
  state.codes.push({ purpose, target, userId: user.user.id, code, expiresAt: new Date(at.getTime() + CODE_TTL_MS), attempts: 0, used: false, sentAt: at });
  const isEmail = target.includes('@');
  const what = purpose === 'pin' ? 'login PIN' : 'password reset OTP';
  deliver(state, {
    channel: isEmail ? 'email' : 'sms',
    to: target,
    subject: isEmail ? `Your ${what}` : null,
    body: `Your ${what} for ${state.settings.name} is ${code}. It is valid for 10 minutes.`,
    code,
  });
}

/**
 * Checks the latest live code for a target; a wrong try counts (5 per code, then it is void). Answers the
 * code record, or throws 422 with `invalidMessage`.
 */
export function checkCode(
  state: FakeState,
  purpose: CodeRecord['purpose'],
  target: string,
  code: string,
  invalidMessage: string,
): CodeRecord {
  const at = now(state).getTime();
  const live = state.codes
    .filter((c) => c.purpose === purpose && c.target === target && !c.used && c.expiresAt.getTime() > at)
    .at(-1);
  if (!live || live.attempts >= MAX_CODE_ATTEMPTS) throw unprocessable(invalidMessage);
  if (live.code !== code) {
    live.attempts += 1;
    throw unprocessable(invalidMessage);
  }
  return live;
}

/** A registered (active, non-guest) user by email (any case) or phone. */
export function findAccount(state: FakeState, by: { email?: string; full_phone_number?: string }): UserRecord | undefined {
  return state.users.find(
    (u) =>
      u.active &&
      !u.user.is_guest &&
      ((by.email !== undefined && u.user.email?.toLowerCase() === by.email.toLowerCase()) ||
        (by.full_phone_number !== undefined && u.user.full_phone_number === by.full_phone_number)),
  );
}

import {
  CODE_DIGITS,
  CODE_MAX_ATTEMPTS,
  CODE_SEND_LIMIT,
  CODE_SEND_WINDOW_MS,
  codeExpiry,
  fitsWindow,
  loginPinText,
  RESET_CODE_SUBJECT,
  resetCodeText,
  sessionExpiry,
  TOO_MANY_ATTEMPTS_MESSAGE,
  TOO_MANY_SENDS_MESSAGE,
  tokenFromHeader,
} from '@storefront/domain';
import { randomBytes, randomInt } from 'node:crypto';
import type { Session } from '../../../generated/models';
import { tooManyRequests, unprocessable, type AuthInfo } from '../http';
import { nextId, now, type CodeRecord, type FakeState, type SessionRecord, type UserRecord } from '../state';

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

/** Starts a session, as long as the domain's lifetime of its kind (registered or guest). */
export function issueSession(state: FakeState, user: UserRecord): Session {
  const kind = user.user.is_guest ? 'guest' : 'registered';
  const record: SessionRecord = {
    token: newToken(),
    userId: user.user.id,
    kind,
    expiresAt: sessionExpiry(kind, now(state)),
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

/**
 * Sends a code through the outbox, within the account's send budget (the domain's identity limits, over
 * every channel and purpose, as the API counts it).
 */
export function sendCode(state: FakeState, purpose: CodeRecord['purpose'], target: string, user: UserRecord): void {
  const at = now(state);
  const sent = state.codes.filter((c) => c.userId === user.user.id).map((c) => c.sentAt.getTime());
  if (!fitsWindow(sent, CODE_SEND_LIMIT, CODE_SEND_WINDOW_MS, at.getTime())) throw tooManyRequests(TOO_MANY_SENDS_MESSAGE);
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  state.codes.push({ purpose, target, userId: user.user.id, code, expiresAt: codeExpiry(at), attempts: 0, used: false, sentAt: at });
  const isEmail = target.includes('@');
  deliver(state, {
    channel: isEmail ? 'email' : 'sms',
    to: target,
    subject: isEmail ? RESET_CODE_SUBJECT : null,
    body: purpose === 'pin' ? loginPinText(code) : resetCodeText(code),
    code,
  });
}

/**
 * Checks the latest live code for a target. Every try counts, right or wrong, as in the API; a code out of
 * tries answers 429, a wrong or missing one 422 with `invalidMessage`. Answers the code record.
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
  if (!live) throw unprocessable(invalidMessage);
  if (live.attempts >= CODE_MAX_ATTEMPTS) throw tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE);
  live.attempts += 1;
  if (live.code !== code) throw unprocessable(invalidMessage);
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

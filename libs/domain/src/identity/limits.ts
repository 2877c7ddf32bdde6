/**
 * The identity limits: how many password or code attempts an account gets, how long a one-time code and
 * a session live. The API enforces them (its rate limiter and code table) and the SDK's fake plays them,
 * both from these numbers; the reasons for each are in docs/decisions.md ("Identity limits").
 */

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Password checks per account (its email and phone together) in the window; a success clears them. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** Failed password checks per client address in the same window, across all accounts (stuffing). */
export const LOGIN_CLIENT_LIMIT = 30;

/** A login PIN or password-reset OTP: its digits and how long it can be used. */
export const CODE_DIGITS = 4;
export const CODE_TTL_MS = 10 * MINUTE_MS;
/** Checks one code survives (right or wrong); after them it is void. */
export const CODE_MAX_ATTEMPTS = 5;

/** Codes sent per account in the send window, over every channel and purpose. */
export const CODE_SEND_LIMIT = 3;
export const CODE_SEND_WINDOW_MS = 10 * MINUTE_MS;
/**
 * Code checks (right or wrong) per account in the cooling-off window: two codes' worth of guesses. When
 * they are spent the account's code flows are locked until the oldest counted check leaves the window.
 */
export const CODE_GUESS_BUDGET = 10;
export const CODE_LOCK_WINDOW_MS = DAY_MS;

/** How long a session lasts from sign-in. */
export const REGISTERED_SESSION_DAYS = 30;
export const GUEST_SESSION_DAYS = 7;

/** When a session of this kind, started at `now`, stops working. */
export function sessionExpiry(kind: 'registered' | 'guest', now: Date): Date {
  const days = kind === 'guest' ? GUEST_SESSION_DAYS : REGISTERED_SESSION_DAYS;
  return new Date(now.getTime() + days * DAY_MS);
}

/** When a code sent at `now` stops working. */
export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_MS);
}

/** A limit's window in whole minutes, for the texts that name it ("try again in 15 minutes"). */
export function windowMinutes(windowMs: number): number {
  return Math.round(windowMs / MINUTE_MS);
}

/**
 * Whether one more event fits a sliding window that already holds `times` (epoch ms): fewer than
 * `limit` of them are younger than `windowMs` at `now`.
 */
export function fitsWindow(times: readonly number[], limit: number, windowMs: number, now: number): boolean {
  return times.filter((t) => now - t < windowMs).length < limit;
}

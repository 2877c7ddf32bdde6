import {
  CODE_GUESS_BUDGET,
  CODE_LOCK_WINDOW_MS,
  CODE_SEND_LIMIT,
  CODE_SEND_WINDOW_MS,
  TOO_MANY_SENDS_MESSAGE,
  tooManyAttemptsMessage,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { TooManyRequestsError } from '../../http/errors';
import { blockedFor, reserveSlot } from '../../security/rate-limiter';

/**
 * One budget of one-time codes per ACCOUNT, shared by every channel and purpose (email, SMS, password
 * reset, PIN login): an attacker gains nothing by switching from the email to the phone of one account.
 * The numbers (the domain's identity limits) and the resulting odds are in docs/decisions.md ("Identity limits").
 */

const guessKey = (userId: number) => `code-guess:user:${userId}`;
const sendKey = (userId: number) => `code-send:user:${userId}`;

/** 429 while the account's code flows are locked (its guess budget is spent). */
async function assertNotLocked(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const lockedFor = await blockedFor(db, guessKey(userId), CODE_GUESS_BUDGET, CODE_LOCK_WINDOW_MS, now);
  if (lockedFor !== null) throw new TooManyRequestsError(tooManyAttemptsMessage(lockedFor));
}

/** Takes one send from the account's budget before a code is made; 429 when none is left or locked. */
export async function reserveCodeSend(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await assertNotLocked(db, userId, now);
  const send = await reserveSlot(db, sendKey(userId), CODE_SEND_LIMIT, CODE_SEND_WINDOW_MS, now);
  if (!send.allowed) throw new TooManyRequestsError(TOO_MANY_SENDS_MESSAGE);
}

/**
 * Takes one check from the account's budget BEFORE a code is compared (one atomic step: see `reserveSlot`);
 * 429 "Too many attempts. Try again in N minutes." when the budget is spent.
 */
export async function reserveCodeGuess(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const guess = await reserveSlot(db, guessKey(userId), CODE_GUESS_BUDGET, CODE_LOCK_WINDOW_MS, now);
  if (!guess.allowed) throw new TooManyRequestsError(tooManyAttemptsMessage(guess.retryAfterMs ?? CODE_LOCK_WINDOW_MS));
}

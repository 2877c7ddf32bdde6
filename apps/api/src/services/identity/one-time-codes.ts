import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { TooManyRequestsError, UnprocessableError } from '../../http/errors';
import { hit } from '../../security/rate-limiter';
import { hashToken, newNumericCode } from '../../security/tokens';

/** pin: OTP login (create_pin / verify_pin); reset: forgot password (create_otp / verify_otp). */
export type CodePurpose = 'pin' | 'reset';

export const CODE_DIGITS = 4;
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Sends per phone number or email (both purposes together) in the window. */
export const CODE_SEND_LIMIT = 3;
export const CODE_SEND_WINDOW_MS = 10 * 60 * 1000;
/** Wrong guesses a code survives; after them it is void and every try answers 429. */
export const CODE_MAX_ATTEMPTS = 5;

export const TOO_MANY_SENDS_MESSAGE = 'Too many codes requested. Please try again in 10 minutes.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many wrong attempts. Please request a new code.';

/** The code is hashed together with its target and purpose, so equal codes never share a hash. */
function codeHash(target: string, purpose: CodePurpose, code: string): string {
  return hashToken(`${purpose}:${target}:${code}`);
}

/**
 * Creates a new code for `target` (a phone number or a lower-cased email) after the send limit, and
 * voids the earlier unused ones. Answers the code for the sender; it is stored only hashed.
 */
export async function issueCode(
  db: Kysely<Database>,
  target: string,
  purpose: CodePurpose,
  now: Date = new Date(),
): Promise<string> {
  const limit = await hit(db, `code-send:${target}`, CODE_SEND_LIMIT, CODE_SEND_WINDOW_MS, now);
  if (!limit.allowed) throw new TooManyRequestsError(TOO_MANY_SENDS_MESSAGE);
  const code = newNumericCode(CODE_DIGITS);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: at })
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        target,
        purpose,
        code_hash: codeHash(target, purpose, code),
        attempts: 0,
        expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        verified_at: null,
        consumed_at: null,
        created_at: at,
      })
      .execute();
  });
  return code;
}

/**
 * Checks `code` against the latest unused code of the target. A wrong guess counts toward the 5 allowed
 * (422 `invalidMessage`); a void code answers 429. Answers the matching row without using it up: the
 * caller consumes it with `consumeCode` in the transaction that acts on it.
 */
export async function verifyCode(
  db: Kysely<Database>,
  target: string,
  purpose: CodePurpose,
  code: string,
  invalidMessage: string,
  now: Date = new Date(),
): Promise<Row<'otp_codes'>> {
  const latest = await db
    .selectFrom('otp_codes')
    .selectAll()
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest || latest.expires_at <= now.toISOString()) throw new UnprocessableError(invalidMessage);
  if (latest.attempts >= CODE_MAX_ATTEMPTS) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE);
  if (latest.code_hash !== codeHash(target, purpose, code)) {
    const counted = await db
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('attempts', '<', CODE_MAX_ATTEMPTS)
      .executeTakeFirst();
    // A concurrent guess used the last attempt first.
    if (Number(counted.numUpdatedRows) === 0) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE);
    throw new UnprocessableError(invalidMessage);
  }
  if (!latest.verified_at) {
    await db.updateTable('otp_codes').set({ verified_at: now.toISOString() }).where('id', '=', latest.id).execute();
  }
  return latest;
}

/** Uses a verified code up; false when it was already used (a concurrent request won). */
export async function consumeCode(db: Kysely<Database>, codeId: number, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

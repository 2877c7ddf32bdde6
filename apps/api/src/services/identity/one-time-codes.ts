import { CODE_DIGITS, CODE_MAX_ATTEMPTS, codeExpiry, TOO_MANY_ATTEMPTS_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { TooManyRequestsError, UnprocessableError } from '../../http/errors';
import { hashToken, newNumericCode } from '../../security/tokens';
import { reserveCodeGuess, reserveCodeSend } from './code-budget';

/** pin: OTP login (create_pin / verify_pin); reset: forgot password (create_otp / verify_otp). */
export type CodePurpose = 'pin' | 'reset';

/** Whose code it is and where it goes: a phone number or a lower-cased email of that account. */
export interface CodeOwner {
  userId: number;
  target: string;
}

/** The code is hashed together with its target and purpose, so equal codes never share a hash. */
function codeHash(target: string, purpose: CodePurpose, code: string): string {
  return hashToken(`${purpose}:${target}:${code}`);
}

/**
 * Creates a new code for the owner's `target` after the account's send budget (code-budget.ts), and
 * voids the earlier unused ones. Answers the code for the sender; it is stored only hashed.
 */
export async function issueCode(
  db: Kysely<Database>,
  { userId, target }: CodeOwner,
  purpose: CodePurpose,
  now: Date = new Date(),
): Promise<string> {
  await reserveCodeSend(db, userId, now);
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
        expires_at: codeExpiry(now).toISOString(),
        verified_at: null,
        consumed_at: null,
        created_at: at,
      })
      .execute();
  });
  return code;
}

/**
 * Counts one attempt on the latest live code of the target: ONE conditional update that succeeds only
 * while the code is unused, unexpired and under 5 attempts. Concurrent guesses are serialised by the
 * row's write lock (PostgreSQL re-checks the condition on the updated row; SQLite runs one write at a
 * time), so at most 5 ever get a row back to compare against.
 */
async function reserveAttempt(db: Kysely<Database>, target: string, purpose: CodePurpose, now: Date) {
  return db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('otp_codes as latest')
        .select('latest.id')
        .where('latest.target', '=', target)
        .where('latest.purpose', '=', purpose)
        .where('latest.consumed_at', 'is', null)
        .orderBy('latest.id', 'desc')
        .limit(1),
    )
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Checks `code` against the latest unused code of the owner's target. The attempt is counted before
 * the comparison, right or wrong, against the code (5) and the account's budget (code-budget.ts). A
 * wrong guess answers 422 `invalidMessage`; a void code 429. Answers the matching row without using
 * it up: the caller consumes it with `consumeCode` in the transaction that acts on it.
 */
export async function verifyCode(
  db: Kysely<Database>,
  { userId, target }: CodeOwner,
  purpose: CodePurpose,
  code: string,
  invalidMessage: string,
  now: Date = new Date(),
): Promise<Row<'otp_codes'>> {
  const reserved = await reserveAttempt(db, target, purpose, now);
  if (!reserved) {
    // Nothing was compared; read the latest code only to say why.
    const latest = await db
      .selectFrom('otp_codes')
      .select(['attempts', 'expires_at'])
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (latest && latest.expires_at > now.toISOString() && latest.attempts >= CODE_MAX_ATTEMPTS) {
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE);
    }
    throw new UnprocessableError(invalidMessage);
  }
  await reserveCodeGuess(db, userId, now);
  if (reserved.code_hash !== codeHash(target, purpose, code)) throw new UnprocessableError(invalidMessage);
  if (!reserved.verified_at) {
    await db.updateTable('otp_codes').set({ verified_at: now.toISOString() }).where('id', '=', reserved.id).execute();
  }
  return reserved;
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

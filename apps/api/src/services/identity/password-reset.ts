import {
  INVALID_OTP_MESSAGE,
  NO_ACCOUNT_FOR_EMAIL_MESSAGE,
  NO_ACCOUNT_FOR_PHONE_MESSAGE,
  ONE_IDENTIFIER_MESSAGE,
  otpSentMessage,
  PASSWORD_MISMATCH_ALERT,
  RESET_CODE_SUBJECT,
  resetCodeText,
  DEFAULT_LOCALE,
  type Locale,
} from '@storefront/domain';
import { messageIn } from '@storefront/i18n/server';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { BadRequestError, NotFoundError, UnprocessableError } from '../../http/errors';
import { hashPassword } from '../../security/passwords';
import { revokeUserSessions } from '../../security/sessions';
import type { Senders } from '../../senders/types';
import { normalizeEmail } from '../accounts/contact-uniqueness';
import { attachGuestOrders } from './attach-guest-orders';
import { findRegisteredUser } from './login';
import { consumeCode, issueCode, verifyCode } from './one-time-codes';

/** The account a reset names: `{ email }` or `{ full_phone_number }`. */
export type ResetTarget = { email: string } | { full_phone_number: string };

interface ResolvedTarget {
  user: Row<'users'>;
  /** Lower-cased email or the phone number: where the code went. */
  target: string;
  channel: 'email' | 'sms';
}

async function resolveTarget(db: Kysely<Database>, by: ResetTarget): Promise<ResolvedTarget> {
  if ('email' in by) {
    const email = normalizeEmail(by.email);
    const user = await findRegisteredUser(db, { email });
    if (!user) throw new NotFoundError(NO_ACCOUNT_FOR_EMAIL_MESSAGE);
    return { user, target: email, channel: 'email' };
  }
  const user = await findRegisteredUser(db, { full_phone_number: by.full_phone_number });
  if (!user) throw new NotFoundError(NO_ACCOUNT_FOR_PHONE_MESSAGE);
  return { user, target: by.full_phone_number, channel: 'sms' };
}

/**
 * Forgot password step 1: a 4-digit code by email or SMS, in `locale` (the language of the request).
 * Answers "OTP has been sent on registered {to}".
 */
export async function sendResetCode(db: Kysely<Database>, senders: Senders, by: ResetTarget, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const { user, target, channel } = await resolveTarget(db, by);
  const code = await issueCode(db, { userId: user.id, target }, 'reset');
  const text = messageIn(locale, resetCodeText(code));
  if (channel === 'email') {
    await senders.email.send({ to: target, subject: messageIn(locale, RESET_CODE_SUBJECT), body: text, code });
  } else {
    await senders.sms.send({ to: target, body: text, code });
  }
  return otpSentMessage(target);
}

/** Forgot password step 2: checks the code without using it up. */
export async function checkResetCode(db: Kysely<Database>, by: ResetTarget, pin: string): Promise<void> {
  const { user, target } = await resolveTarget(db, by);
  await verifyCode(db, { userId: user.id, target }, 'reset', pin, INVALID_OTP_MESSAGE);
}

export interface PasswordUpdate {
  email?: string;
  full_phone_number?: string;
  pin: string;
  password: string;
  password_confirmation: string;
}

/**
 * Forgot password step 3: checks the code again, then in one transaction uses it up, sets the new
 * password and signs the account out everywhere.
 */
export async function resetPassword(db: Kysely<Database>, form: PasswordUpdate): Promise<void> {
  const hasEmail = form.email !== undefined && form.email !== '';
  const hasPhone = form.full_phone_number !== undefined && form.full_phone_number !== '';
  if (hasEmail === hasPhone) {
    throw new BadRequestError(ONE_IDENTIFIER_MESSAGE, [{ field: 'email', message: ONE_IDENTIFIER_MESSAGE }]);
  }
  const by: ResetTarget = hasEmail ? { email: form.email as string } : { full_phone_number: form.full_phone_number as string };
  const { user, target } = await resolveTarget(db, by);
  if (form.password !== form.password_confirmation) {
    throw new UnprocessableError(PASSWORD_MISMATCH_ALERT, [
      { field: 'password_confirmation', message: PASSWORD_MISMATCH_ALERT },
    ]);
  }
  const code = await verifyCode(db, { userId: user.id, target }, 'reset', form.pin, INVALID_OTP_MESSAGE);
  const passwordHash = await hashPassword(form.password);
  await db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, code.id))) throw new UnprocessableError(INVALID_OTP_MESSAGE);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    await revokeUserSessions(trx, user.id);
  });
  // The code proved the e-mail or phone it went to: orders guests placed with it are this shopper's.
  await attachGuestOrders(db, user.id, 'email' in by ? { email: target } : { phone: target });
}

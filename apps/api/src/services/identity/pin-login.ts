import { DEFAULT_LOCALE, INVALID_PIN_MESSAGE, type Locale, loginPinText, NO_ACCOUNT_FOR_PHONE_MESSAGE, otpSentMessage } from '@storefront/domain';
import { messageIn } from '@storefront/i18n/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotFoundError, UnprocessableError } from '../../http/errors';
import type { Senders } from '../../senders/types';
import { attachGuestOrders } from './attach-guest-orders';
import type { Session } from './contract-types';
import { findRegisteredUser } from './login';
import { consumeCode, issueCode, verifyCode } from './one-time-codes';
import { signIn } from './sign-in';

async function registeredByPhone(db: Kysely<Database>, phone: string) {
  const user = await findRegisteredUser(db, { full_phone_number: phone });
  if (!user) throw new NotFoundError(NO_ACCOUNT_FOR_PHONE_MESSAGE);
  return user;
}

/**
 * OTP login step 1: a 4-digit PIN by SMS to a registered number, in `locale` (the language of the request).
 * Answers "OTP has been sent on registered {phone}".
 */
export async function sendLoginPin(db: Kysely<Database>, senders: Senders, phone: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const user = await registeredByPhone(db, phone);
  const pin = await issueCode(db, { userId: user.id, target: phone }, 'pin');
  await senders.sms.send({ to: phone, body: messageIn(locale, loginPinText(pin)), code: pin });
  return otpSentMessage(phone);
}

/** OTP login step 2: the PIN is used up and a session starts (merging a sent cart) in one transaction. */
export async function loginWithPin(
  db: Kysely<Database>,
  phone: string,
  pin: string,
  cartToken: string | null,
): Promise<Session> {
  const user = await registeredByPhone(db, phone);
  const code = await verifyCode(db, { userId: user.id, target: phone }, 'pin', pin, INVALID_PIN_MESSAGE);
  const session = await signIn(db, user.id, 'registered', {
    cartToken,
    within: async (trx) => {
      if (!(await consumeCode(trx, code.id))) throw new UnprocessableError(INVALID_PIN_MESSAGE);
    },
  });
  // The PIN proved the phone: orders guests placed for it are this shopper's.
  await attachGuestOrders(db, user.id, { phone });
  return session;
}

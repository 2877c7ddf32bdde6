import {
  contactChangeNeed,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  SET_PASSWORD_FIRST_MESSAGE,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { UnprocessableError } from '../../http/errors';
import { invalidFields } from '../../http/field-checks';
import { checkPasswordWithinBudget } from './login';

export interface ContactChange {
  email?: string;
  full_phone_number?: string;
  current_password?: string;
}

/**
 * Moving a registered account to another email or phone is what a stolen session would do to keep the
 * account, so it needs the current password, checked within the login budget (login.ts: a session
 * cannot be used to guess passwords). An account without a password (OTP-only) is refused: it sets one
 * through "Forgot password", which proves control of the OLD email or phone with a code sent there.
 * Guests are not protected: their contact details are only for the order.
 */
export async function assertContactChangeAllowed(
  db: Kysely<Database>,
  user: Row<'users'>,
  change: ContactChange,
  clientAddress?: string,
): Promise<void> {
  const account = { isGuest: isSet(user.is_guest), email: user.email, phone: user.full_phone_number, hasPassword: !!user.password_hash };
  const need = contactChangeNeed(account, change);
  if (need === 'nothing') return;
  if (need === 'set-password-first') {
    throw new UnprocessableError(SET_PASSWORD_FIRST_MESSAGE, [{ field: 'current_password', message: SET_PASSWORD_FIRST_MESSAGE }]);
  }
  if (need === 'current-password' || change.current_password === undefined) {
    throw invalidFields([{ field: 'current_password', message: CURRENT_PASSWORD_REQUIRED_MESSAGE }]);
  }
  const matches = await checkPasswordWithinBudget(db, { user, identifier: String(user.id) }, change.current_password, clientAddress);
  if (!matches) {
    throw new UnprocessableError(CURRENT_PASSWORD_WRONG_MESSAGE, [{ field: 'current_password', message: CURRENT_PASSWORD_WRONG_MESSAGE }]);
  }
}

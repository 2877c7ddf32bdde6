import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ConflictError } from '../../http/errors';

export interface ContactFields {
  email?: string | null;
  full_phone_number?: string | null;
}

/**
 * 409 when a registered (non-guest) account other than `exceptUserId` already has the email or phone.
 * `fieldPrefix` names the fields in `errors` (`user_params.` for registration).
 */
export async function assertContactsAvailable(
  db: Kysely<Database>,
  { email, full_phone_number: phone }: ContactFields,
  options: { exceptUserId?: number; fieldPrefix?: string } = {},
): Promise<void> {
  if (!email && !phone) return;
  let query = db
    .selectFrom('users')
    .select(['email', 'full_phone_number'])
    .where('is_guest', '=', 0)
    .where((eb) => {
      const matches = [];
      if (email) matches.push(eb('email', '=', email));
      if (phone) matches.push(eb('full_phone_number', '=', phone));
      return eb.or(matches);
    });
  if (options.exceptUserId !== undefined) query = query.where('id', '!=', options.exceptUserId);
  const taken = await query.execute();
  const prefix = options.fieldPrefix ?? '';
  const errors = [];
  if (email && taken.some((row) => row.email === email)) {
    errors.push({ field: `${prefix}email`, message: EMAIL_TAKEN_MESSAGE });
  }
  if (phone && taken.some((row) => row.full_phone_number === phone)) {
    errors.push({ field: `${prefix}full_phone_number`, message: PHONE_TAKEN_MESSAGE });
  }
  if (errors.length > 0) throw new ConflictError(errors.map((e) => e.message).join('; '), errors);
}

/** Emails are stored and compared lower-cased and trimmed (the domain's rule, shared with the SDK's fake). */
export { normalizeEmail } from '@storefront/domain';

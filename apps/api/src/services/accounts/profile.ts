import { DUPLICATE_ACCOUNT_MESSAGE, FIELD_MESSAGES, UNKNOWN_STATE_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row, RowUpdate } from '../../db/schema';
import { isSet } from '../../db/values';
import { ConflictError } from '../../http/errors';
import { canonicalStateName } from '../addresses/states';
import type { User, UserUpdateInput } from '@storefront/sdk';
import { invalidFields } from '../../http/field-checks';
import { assertContactsAvailable, normalizeEmail } from './contact-uniqueness';
import { isUniqueViolation } from './unique-violation';
import { loadUser, toUser } from './user-view';

// The account plugin answers with it; the text is the domain's.
export { PROFILE_UPDATED_MESSAGE } from '@storefront/domain';

/** A trimmed optional text: `null` clears it, blank counts as null. */
function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : value.trim() || null;
}

/**
 * Changes the profile fields sent (`null` clears an optional business field). 409 when a registered
 * shopper's new email or phone belongs to another registered account; guests are not unique.
 */
export async function updateProfile(db: Kysely<Database>, user: Row<'users'>, input: UserUpdateInput): Promise<User> {
  const patch: RowUpdate<'users'> = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) throw invalidFields([{ field: 'name', message: FIELD_MESSAGES.nameRequired }]);
    patch.name = name;
  }
  if (input.email !== undefined) patch.email = normalizeEmail(input.email);
  if (input.full_phone_number !== undefined) patch.full_phone_number = input.full_phone_number;
  if (input.gstin !== undefined) patch.gstin = input.gstin;
  if (input.business_name !== undefined) patch.business_name = optionalText(input.business_name);
  if (input.gst_address !== undefined) patch.gst_address = optionalText(input.gst_address);
  if (input.salon_category !== undefined) patch.salon_category = input.salon_category;
  if (input.monthly_consumption !== undefined) patch.monthly_consumption = input.monthly_consumption;
  if (input.salon_location_pincode !== undefined) patch.salon_location_pincode = input.salon_location_pincode;
  if (input.gst_state !== undefined) {
    const wanted = optionalText(input.gst_state);
    patch.gst_state = wanted ? await canonicalStateName(db, wanted) : null;
    if (wanted && !patch.gst_state) {
      throw invalidFields([{ field: 'gst_state', message: UNKNOWN_STATE_MESSAGE }]);
    }
  }

  if (!isSet(user.is_guest)) {
    await assertContactsAvailable(
      db,
      {
        email: patch.email !== user.email ? patch.email : undefined,
        full_phone_number: patch.full_phone_number !== user.full_phone_number ? patch.full_phone_number : undefined,
      },
      { exceptUserId: user.id },
    );
  }
  try {
    await db
      .updateTable('users')
      .set({ ...patch, updated_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_ACCOUNT_MESSAGE);
    throw error;
  }
  return toUser(db, await loadUser(db, user.id));
}

import {
  B2B_SIGNUP_OFF_MESSAGE,
  DUPLICATE_ACCOUNT_MESSAGE,
  missingRegistrationFields,
  UNKNOWN_STATE_MESSAGE,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isSet } from '../../db/values';
import { ConflictError, type FieldError, UnprocessableError } from '../../http/errors';
import { hashPassword } from '../../security/passwords';
import { createSession } from '../../security/sessions';
import { decodeDocuments, removeStoredDocuments, storeDocuments, type StoredDocument } from '../../uploads/documents';
import { assertContactsAvailable, normalizeEmail } from '../accounts/contact-uniqueness';
import { isUniqueViolation } from '../accounts/unique-violation';
import { canonicalStateName } from '../addresses/states';
import { mergeAnonymousCart } from '../carts/merge-anonymous-cart';
import { loadStoreSettings } from '../settings/store-settings';
import type { RegisterUserParams, Session } from './contract-types';
import { invalidFields } from '../../http/field-checks';
import { toSession } from './sign-in';

const FIELD = 'user_params.';

function fieldError(field: string, message: string): FieldError {
  return { field: `${FIELD}${field}`, message };
}

export interface RegistrationOptions {
  uploadDir: string;
  cartToken: string | null;
  now?: Date;
}

/**
 * Creates a B2C or B2B account and signs it in: the user, their documents, the session and the merge of a
 * sent cart happen in one transaction; document files are written first and removed if it fails.
 */
export async function register(
  db: Kysely<Database>,
  params: RegisterUserParams,
  { uploadDir, cartToken, now = new Date() }: RegistrationOptions,
): Promise<Session> {
  const settings = await loadStoreSettings(db);
  const isB2b = params.business_type === 'b2b';
  if (isB2b && !isSet(settings.allow_b2b_signup)) throw new UnprocessableError(B2B_SIGNUP_OFF_MESSAGE);

  const errors: FieldError[] = missingRegistrationFields(params, settings);
  let gstState: string | null = null;
  if (params.gst_state !== undefined && params.gst_state.trim() !== '') {
    gstState = await canonicalStateName(db, params.gst_state);
    if (!gstState) errors.push(fieldError('gst_state', UNKNOWN_STATE_MESSAGE));
  }
  if (errors.length > 0) throw invalidFields(errors);
  const documents = decodeDocuments(isB2b ? (params.documents ?? []) : [], `${FIELD}documents`);

  const email = params.email ? normalizeEmail(params.email) : null;
  await assertContactsAvailable(db, { email, full_phone_number: params.full_phone_number }, { fieldPrefix: FIELD });
  const passwordHash = params.password ? await hashPassword(params.password) : null;

  const stored: StoredDocument[] = await storeDocuments(uploadDir, documents);
  const at = now.toISOString();
  let created;
  try {
    created = await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          name: params.name.trim(),
          email,
          full_phone_number: params.full_phone_number,
          password_hash: passwordHash,
          business_type: isB2b ? 'b2b' : 'b2c',
          gstin: params.gstin ?? null,
          business_name: params.business_name?.trim() || null,
          gst_state: gstState,
          gst_address: params.gst_address?.trim() || null,
          salon_category: params.salon_category ?? null,
          monthly_consumption: params.monthly_consumption ?? null,
          salon_location_pincode: params.salon_location_pincode ?? null,
          is_guest: 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const document of stored) {
        await trx
          .insertInto('user_documents')
          .values({
            user_id: user.id,
            filename: document.filename,
            content_type: document.contentType,
            size_bytes: document.bytes.length,
            storage_path: document.storagePath,
            created_at: at,
          })
          .execute();
      }
      await mergeAnonymousCart(trx, user.id, cartToken, now);
      return { userId: user.id, issued: await createSession(trx, user.id, 'registered', now) };
    });
  } catch (error) {
    await removeStoredDocuments(uploadDir, stored);
    if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_ACCOUNT_MESSAGE);
    throw error;
  }
  return toSession(db, created.userId, created.issued);
}

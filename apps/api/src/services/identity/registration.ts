import {
  B2B_SIGNUP_OFF_MESSAGE,
  DOCUMENTS_B2B_ONLY_MESSAGE,
  DUPLICATE_ACCOUNT_MESSAGE,
  FIELD_MESSAGES,
  PASSWORD_MISMATCH_ALERT,
  UNKNOWN_STATE_MESSAGE,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
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

/** The store's rules on which fields a registration needs (decisions.md, Identity). */
function missingFields(params: RegisterUserParams, settings: Row<'store_settings'>): FieldError[] {
  const errors: FieldError[] = [];
  const require = (value: unknown, field: string, message: string) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      errors.push(fieldError(field, message));
    }
  };
  require(params.name, 'name', FIELD_MESSAGES.nameRequired);
  if (settings.default_web_login_method !== 'otp') {
    require(params.email, 'email', FIELD_MESSAGES.emailRequired);
    require(params.password, 'password', FIELD_MESSAGES.passwordRequired);
    require(params.password_confirmation, 'password_confirmation', FIELD_MESSAGES.passwordConfirmationRequired);
  } else if (params.password !== undefined) {
    require(params.password_confirmation, 'password_confirmation', FIELD_MESSAGES.passwordConfirmationRequired);
  }
  if (params.business_type === 'b2b') {
    require(params.gstin, 'gstin', FIELD_MESSAGES.gstinRequired);
    require(params.business_name, 'business_name', FIELD_MESSAGES.businessNameRequired);
    require(params.gst_state, 'gst_state', FIELD_MESSAGES.gstStateRequired);
    require(params.gst_address, 'gst_address', FIELD_MESSAGES.gstAddressRequired);
  } else if (params.documents && params.documents.length > 0) {
    errors.push(fieldError('documents', DOCUMENTS_B2B_ONLY_MESSAGE));
  }
  if (settings.store_type === 'salon') {
    require(params.salon_category, 'salon_category', FIELD_MESSAGES.salonCategoryRequired);
    require(params.monthly_consumption, 'monthly_consumption', FIELD_MESSAGES.salonMonthlyConsumptionRequired);
    require(params.business_name, 'business_name', FIELD_MESSAGES.businessNameRequired);
  }
  if (params.password !== undefined && params.password_confirmation !== undefined && params.password !== params.password_confirmation) {
    errors.push(fieldError('password_confirmation', PASSWORD_MISMATCH_ALERT));
  }
  return errors;
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

  const errors = missingFields(params, settings);
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

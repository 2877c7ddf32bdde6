import { DOCUMENTS_B2B_ONLY_MESSAGE } from '../messages/identity';
import { FIELD_MESSAGES, PASSWORD_MISMATCH_ALERT } from '../messages/storefront';
import type { FieldIssue } from '../validation/blank-fields';

/** What a registration sends that the store's rules look at (the contract's `user_params`). */
export interface RegistrationFields {
  name?: string | null;
  email?: string | null;
  password?: string | null;
  password_confirmation?: string | null;
  business_type?: string | null;
  gstin?: string | null;
  business_name?: string | null;
  gst_state?: string | null;
  gst_address?: string | null;
  salon_category?: string | null;
  monthly_consumption?: string | null;
  documents?: readonly unknown[] | null;
}

/** The store settings that decide which fields a registration needs. */
export interface RegistrationStore {
  default_web_login_method: string;
  store_type: string;
}

/** `field` is `user_params.{field}`, as the contract names it. */
export type RegistrationFieldError = FieldIssue;

const FIELD_PREFIX = 'user_params.';

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The store's rules on which fields a registration needs (docs/decisions.md, Identity): a password sign-in
 * store needs email and password, a B2B account its GST details, a salon store the salon's; documents
 * come only with B2B; the two passwords must match. The API answers these with one 400; so does the fake.
 */
export function missingRegistrationFields(params: RegistrationFields, store: RegistrationStore): RegistrationFieldError[] {
  const errors: RegistrationFieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field: `${FIELD_PREFIX}${field}`, message });
  const require = (value: unknown, field: string, message: string) => {
    if (isMissing(value)) add(field, message);
  };
  require(params.name, 'name', FIELD_MESSAGES.nameRequired);
  if (store.default_web_login_method !== 'otp') {
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
    add('documents', DOCUMENTS_B2B_ONLY_MESSAGE);
  }
  if (store.store_type === 'salon') {
    require(params.salon_category, 'salon_category', FIELD_MESSAGES.salonCategoryRequired);
    require(params.monthly_consumption, 'monthly_consumption', FIELD_MESSAGES.salonMonthlyConsumptionRequired);
    require(params.business_name, 'business_name', FIELD_MESSAGES.businessNameRequired);
  }
  const { password, password_confirmation: confirmation } = params;
  if (password !== undefined && confirmation !== undefined && password !== confirmation) {
    add('password_confirmation', PASSWORD_MISMATCH_ALERT);
  }
  return errors;
}

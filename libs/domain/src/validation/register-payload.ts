import { DEFAULT_BUSINESS_TYPE } from '../constants';
import type { MonthlyConsumption, SalonCategory } from '../constants';
import type { RegisterDocument } from './documents';

// Kept apart from the zod registration schema: the storefront's auth store builds the payload, and
// importing it must not pull zod into the home route's first load.

/** Which registration form is shown, from store settings. */
export interface RegisterFormOptions {
  /** default_web_login_method is "otp": email and passwords are hidden. */
  otpDefault?: boolean;
  /** allow_b2b_signup is on: the B2B form with business fields. */
  b2b?: boolean;
  /** store_type is "salon": the salon-only fields are shown. */
  salon?: boolean;
}

/** Values of any registration form (fields absent from a form stay undefined). */
export interface RegisterFormValues {
  name: string;
  email?: string;
  full_phone_number: string;
  password?: string;
  password_confirmation?: string;
  termsCheck?: unknown;
  gstin?: string;
  business_name?: string;
  gst_state?: string | number;
  gst_address?: string;
  documents?: RegisterDocument[];
  salon_category?: SalonCategory;
  monthly_consumption?: MonthlyConsumption;
  salon_location_pincode?: string;
}

/** The register request body: the form values without termsCheck, with business_type, in user_params. */
export interface RegisterPayload {
  user_params: Omit<RegisterFormValues, 'termsCheck'> & { business_type: 'b2b' | 'b2c' };
}

/**
 * Builds the register request body: drops termsCheck and empty fields, sets business_type
 * ("b2b" on the B2B form, else the default "b2c") and wraps everything in `user_params`.
 */
export function toRegisterPayload(values: RegisterFormValues, options: RegisterFormOptions = {}): RegisterPayload {
  const { termsCheck: _terms, ...fields } = values;
  const kept = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Omit<RegisterFormValues, 'termsCheck'>;
  return {
    user_params: { ...kept, business_type: options.b2b ? 'b2b' : DEFAULT_BUSINESS_TYPE },
  };
}

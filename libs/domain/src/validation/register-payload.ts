import { DEFAULT_BUSINESS_TYPE } from '../constants';
import type { MonthlyConsumption, SalonCategory } from '../constants';
import type { RegisterDocument } from './documents';

// Kept apart from the zod registration schema: the storefront's auth store builds the payload, and
// importing it must not pull zod into the home route's first load.

/** A registration's business_type: a personal (consumer) account or a business one. */
export type BusinessType = 'b2c' | 'b2b';

/** What the store's settings say about registration. */
export interface RegisterStoreOptions {
  /** default_web_login_method is "otp": email and passwords are hidden. */
  otpDefault?: boolean;
  /** allow_b2b_signup is on: the shopper chooses a personal or a business account. */
  b2bSignup?: boolean;
  /** store_type is "salon": the salon-only fields are shown. */
  salon?: boolean;
}

/** Which registration form is shown and checked. */
export interface RegisterFormOptions {
  /** default_web_login_method is "otp": email and passwords are hidden. */
  otpDefault?: boolean;
  /** A business account: the B2B form with business fields, sent as business_type b2b. */
  b2b?: boolean;
  /** store_type is "salon": the salon-only fields are shown. */
  salon?: boolean;
}

/**
 * The form for the account type chosen (docs/product.md §1, §2 and §9): the B2B fields only for a business
 * account on a store with B2B sign-up on; anything else is the simple form of the default B2C account.
 */
export function registerFormFor(store: RegisterStoreOptions, businessType: BusinessType = DEFAULT_BUSINESS_TYPE): RegisterFormOptions {
  return {
    otpDefault: Boolean(store.otpDefault),
    salon: Boolean(store.salon),
    b2b: Boolean(store.b2bSignup) && businessType === 'b2b',
  };
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
  /** The account type chosen where the store allows B2B sign-up (the payload's comes from the options). */
  business_type?: BusinessType;
}

/** The register request body: the form values without termsCheck, with business_type, in user_params. */
export interface RegisterPayload {
  user_params: Omit<RegisterFormValues, 'termsCheck' | 'business_type'> & { business_type: BusinessType };
}

/**
 * Builds the register request body: drops termsCheck and empty fields, sets business_type
 * ("b2b" on the B2B form, else the default "b2c") and wraps everything in `user_params`.
 */
export function toRegisterPayload(values: RegisterFormValues, options: RegisterFormOptions = {}): RegisterPayload {
  const { termsCheck: _terms, business_type: _chosen, ...fields } = values;
  const kept = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Omit<RegisterFormValues, 'termsCheck' | 'business_type'>;
  return {
    user_params: { ...kept, business_type: options.b2b ? 'b2b' : DEFAULT_BUSINESS_TYPE },
  };
}

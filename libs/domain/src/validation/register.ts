import { z } from 'zod';
import { MONTHLY_CONSUMPTION_OPTIONS, SALON_CATEGORIES } from '../constants';
import { FIELD_MESSAGES, TERMS_ALERT } from '../messages';
import { documentsSchema } from './documents';
import {
  optionalPattern,
  newPassword,
  optionalText,
  requiredChoice,
  requiredText,
} from './fields';
import { FIELD_MAX_LENGTHS, textLimit } from './limits';
import type { RegisterFormOptions, RegisterFormValues } from './register-payload';
import { EMAIL_PATTERN, GSTIN_PATTERN, PHONE_PATTERN, PINCODE_PATTERN } from './patterns';

const limits = {
  name: textLimit('name', FIELD_MAX_LENGTHS.name),
  email: textLimit('email', FIELD_MAX_LENGTHS.email),
  password: textLimit('password', FIELD_MAX_LENGTHS.password),
  businessName: textLimit('business name', FIELD_MAX_LENGTHS.businessName),
  gstState: textLimit('GST state', FIELD_MAX_LENGTHS.gstState),
  gstAddress: textLimit('GST address', FIELD_MAX_LENGTHS.gstAddress),
};

/**
 * Builds the registration schema for the form the store shows (docs/product.md §5).
 * Name and phone are always required. Email ("email required", "Invalid email address") and both
 * passwords are required unless OTP is the default login. Password equality is not checked.
 * The salon category, monthly consumption and business name (salon stores) and the B2B fields are
 * required whatever the login method: the spec lists their messages under OTP default, the API requires
 * them always. Only fields actually on the form are required, so the form can always be submitted.
 * The terms checkbox is not a field error: see `registerTermsAlert`.
 */
export function registerSchema(options: RegisterFormOptions = {}): z.ZodType<RegisterFormValues, unknown> {
  const { otpDefault = false, b2b = false, salon = false } = options;
  const email = otpDefault
    ? optionalPattern(EMAIL_PATTERN, FIELD_MESSAGES.invalidEmailAddress, limits.email)
    : requiredText(FIELD_MESSAGES.emailRequired, limits.email).refine(
        (value) => EMAIL_PATTERN.test(value),
        FIELD_MESSAGES.invalidEmailAddress,
      );
  const secret = (message: string) =>
    otpDefault ? z.string().max(limits.password.max, limits.password.message).optional() : newPassword(message, FIELD_MESSAGES.passwordTooShort, limits.password);
  // The B2B form's business fields and a salon's fields are required whatever the login method: the API
  // refuses a b2b or salon account without them (the spec lists their messages under OTP default).
  const businessNameRequired = b2b || salon;

  return z.object({
    name: requiredText(FIELD_MESSAGES.nameRequired, limits.name),
    email,
    full_phone_number: requiredText(FIELD_MESSAGES.fullPhoneNumberRequired).refine(
      (value) => PHONE_PATTERN.test(value),
      FIELD_MESSAGES.invalidPhoneNumber,
    ),
    password: secret(FIELD_MESSAGES.passwordRequired),
    password_confirmation: secret(FIELD_MESSAGES.passwordConfirmationRequired),
    termsCheck: z.unknown().optional(),
    business_name: businessNameRequired
      ? requiredText(FIELD_MESSAGES.businessNameRequired, limits.businessName)
      : optionalText(limits.businessName),
    ...(b2b
      ? {
          gstin: z.preprocess(
            (value) => (typeof value === 'string' ? value.toUpperCase() : value),
            requiredText(FIELD_MESSAGES.gstinRequired).refine(
              (value) => GSTIN_PATTERN.test(value),
              FIELD_MESSAGES.invalidGstin,
            ),
          ),
          gst_state: z.preprocess(
            (value) => (typeof value === 'number' ? String(value) : value),
            requiredText(FIELD_MESSAGES.gstStateRequired, limits.gstState),
          ),
          gst_address: requiredText(FIELD_MESSAGES.gstAddressRequired, limits.gstAddress),
          documents: documentsSchema.optional(),
        }
      : {}),
    ...(salon
      ? {
          salon_category: requiredChoice(SALON_CATEGORIES, FIELD_MESSAGES.salonCategoryRequired),
          monthly_consumption: requiredChoice(MONTHLY_CONSUMPTION_OPTIONS, FIELD_MESSAGES.salonMonthlyConsumptionRequired),
          salon_location_pincode: optionalPattern(PINCODE_PATTERN, FIELD_MESSAGES.invalidPincode),
        }
      : {}),
  }) as unknown as z.ZodType<RegisterFormValues, unknown>;
}

/** True when the terms checkbox is ticked (a boolean true or a non-empty checkbox group value). */
export function hasAcceptedTerms(values: { termsCheck?: unknown }): boolean {
  const { termsCheck } = values;
  return Array.isArray(termsCheck) ? termsCheck.length > 0 : termsCheck === true || termsCheck === 'true';
}

/** The alert to show before registering when the terms are not ticked ("please select terms & policy!"). */
export function registerTermsAlert(values: { termsCheck?: unknown }): string | null {
  return hasAcceptedTerms(values) ? null : TERMS_ALERT;
}

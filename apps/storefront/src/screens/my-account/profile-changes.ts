import {
  EMAIL_PATTERN,
  FIELD_MESSAGES,
  GSTIN_PATTERN,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  formValidator,
  optionalPattern,
  optionalText,
  requiredText,
} from '@storefront/domain';
import type { User } from '@storefront/sdk';
import { z } from 'zod';
import type { ProfileChanges } from '../../stores';


/** The profile form's fields, as strings (empty: none). */
export interface ProfileFormValues {
  name?: string;
  email?: string;
  full_phone_number?: string;
  gstin?: string;
  business_name?: string;
  gst_state?: string;
  gst_address?: string;
  salon_category?: string;
  monthly_consumption?: string;
  salon_location_pincode?: string;
  current_password?: string;
}

const EDITABLE = [
  'name',
  'email',
  'full_phone_number',
  'gstin',
  'business_name',
  'gst_state',
  'gst_address',
  'salon_category',
  'monthly_consumption',
  'salon_location_pincode',
] as const;

/** The form's starting values: the user's fields, none as empty. */
export function profileFormValues(user: User): ProfileFormValues {
  return Object.fromEntries(EDITABLE.map((field) => [field, user[field] ?? ''])) as ProfileFormValues;
}

/** True when the email or phone typed differs from the user's (a change that asks for the password). */
export function changesLogin(user: User, values: ProfileFormValues): boolean {
  return (values.email ?? '').trim() !== (user.email ?? '') || (values.full_phone_number ?? '').trim() !== (user.full_phone_number ?? '');
}

/**
 * The profile validator: name required, a phone of 10 digits, an email (required once the account has one),
 * the GST number and pincode patterns; the current password when the contract takes it and the login changes
 * (`currentPasswordRequired`, not in the spec: its message in the page's language).
 */
export function profileValidator(user: User, currentPasswordRequired: string) {
  const schema = z.object({
    name: requiredText(FIELD_MESSAGES.nameRequired),
    email: user.email
      ? requiredText(FIELD_MESSAGES.emailRequired).refine((v) => EMAIL_PATTERN.test(v), FIELD_MESSAGES.invalidEmailAddress)
      : optionalPattern(EMAIL_PATTERN, FIELD_MESSAGES.invalidEmailAddress),
    full_phone_number: requiredText(FIELD_MESSAGES.fullPhoneNumberRequired).refine(
      (v) => PHONE_PATTERN.test(v),
      FIELD_MESSAGES.invalidPhoneNumber,
    ),
    gstin: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), optionalPattern(GSTIN_PATTERN, FIELD_MESSAGES.invalidGstin)),
    salon_location_pincode: optionalPattern(PINCODE_PATTERN, FIELD_MESSAGES.invalidPincode),
    current_password: optionalText(),
  });
  const validate = formValidator(schema);
  return (values: ProfileFormValues) => {
    const errors = validate(values);
    if (changesLogin(user, values) && !values.current_password) {
      errors['current_password'] = currentPasswordRequired;
    }
    return errors;
  };
}

/**
 * What to send: only the fields that changed, trimmed (GST number upper-cased); an emptied business field
 * becomes null (the contract clears it). The current password rides along with an email or phone change (the API asks for it).
 */
export function profileChanges(user: User, values: ProfileFormValues): ProfileChanges {
  const changes: Record<string, string | null> = {};
  for (const field of EDITABLE) {
    const typed = (values[field] ?? '').trim();
    const value = field === 'gstin' ? typed.toUpperCase() : typed;
    if (value === (user[field] ?? '')) continue;
    changes[field] = value === '' ? null : value;
  }
  if (changesLogin(user, values) && values.current_password) {
    changes['current_password'] = values.current_password;
  }
  return changes as ProfileChanges;
}

/** The server's field errors by the form's field names ("user_params.email" is the form's "email"). */
export function toFormFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field.split('.').at(-1) ?? field, message]));
}

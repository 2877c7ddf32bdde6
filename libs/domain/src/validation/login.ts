import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { requiredSecret, requiredText } from './fields';
import { isEmail, isPhoneNumber } from './patterns';

/**
 * Email/password login form (spec section 5): `emailOrMobile` is an email or a 10-digit mobile number.
 */
export const loginSchema = z.object({
  emailOrMobile: requiredText(FIELD_MESSAGES.emailOrMobileRequired).refine(
    (value) => isEmail(value) || isPhoneNumber(value),
    FIELD_MESSAGES.invalidEmailOrMobileNumber,
  ),
  password: requiredSecret(FIELD_MESSAGES.passwordRequired),
});

/** Values of the login form after validation. */
export type LoginValues = z.output<typeof loginSchema>;

/** The identifier part of a login or OTP payload. */
export type LoginIdentifier = { email: string } | { full_phone_number: string };

/**
 * Says whether what the shopper typed is an email or a mobile number, as the API field it goes in.
 * Returns `null` when it is neither.
 */
export function classifyLoginIdentifier(value: string): LoginIdentifier | null {
  const trimmed = value.trim();
  if (isPhoneNumber(trimmed)) return { full_phone_number: trimmed };
  if (isEmail(trimmed)) return { email: trimmed };
  return null;
}

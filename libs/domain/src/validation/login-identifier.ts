import { isEmail, isPhoneNumber } from './patterns';

// Kept apart from the zod login schema: the SDK needs only this, and importing it must not pull zod
// into every bundle that uses the SDK.

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

import { CODE_SEND_WINDOW_MS, CODE_TTL_MS, LOGIN_FAILURE_WINDOW_MS, windowMinutes } from '../identity/limits';

/**
 * What the API (and the SDK's fake of it) answers in `meta.message` when signing in, sending or checking
 * a code, registering, checking out as a guest or changing an account is refused. Not in the spec.
 */

/** 401 on a call that needs a signed-in shopper. */
export const LOGIN_REQUIRED_MESSAGE = 'Please login to continue';
export const LOGGED_OUT_MESSAGE = 'You have been logged out';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email/mobile or password';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';
export const TOO_MANY_LOGINS_MESSAGE = `Too many failed login attempts. Please try again in ${windowMinutes(LOGIN_FAILURE_WINDOW_MS)} minutes.`;

export const NO_ACCOUNT_FOR_EMAIL_MESSAGE = 'No account is registered with this email';
export const NO_ACCOUNT_FOR_PHONE_MESSAGE = 'No account is registered with this mobile number';
export const INVALID_OTP_MESSAGE = 'Invalid or expired OTP';
export const INVALID_PIN_MESSAGE = 'Invalid or expired PIN';
/** A password reset names the account by email or by phone, never both. */
export const ONE_IDENTIFIER_MESSAGE = 'Send either email or full_phone_number';
export const TOO_MANY_SENDS_MESSAGE = `Too many codes requested. Please try again in ${windowMinutes(CODE_SEND_WINDOW_MS)} minutes.`;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many wrong attempts. Please request a new code.';

/** `verify_otp` accepted the code (it stays usable for the password update). */
export const OTP_VERIFIED_MESSAGE = 'OTP verified';
/** `update_password` set the new password and signed the account out everywhere. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Please log in with the new password.';

/** The SMS with a login PIN. */
export function loginPinText(pin: string): string {
  return `${pin} is your login PIN. It is valid for ${windowMinutes(CODE_TTL_MS)} minutes.`;
}

/** The e-mail or SMS with a password-reset code, and the e-mail's subject. */
export function resetCodeText(code: string): string {
  return `${code} is your password reset code. It is valid for ${windowMinutes(CODE_TTL_MS)} minutes.`;
}
export const RESET_CODE_SUBJECT = 'Your password reset code';

/** "Too many attempts. Try again in N minutes." (whole minutes, rounded up, at least 1). */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export const CART_TOKEN_REQUIRED_MESSAGE = 'A cart token is required to check out as a guest';
export const ALREADY_SIGNED_IN_MESSAGE = 'You are already logged in';
export const GUEST_ONLY_MESSAGE = 'Only a guest checkout session can do this';

export const B2B_SIGNUP_OFF_MESSAGE = 'B2B sign-up is not available for this store';
export const DOCUMENTS_B2B_ONLY_MESSAGE = 'Documents can only be uploaded with a B2B registration';
export const EMAIL_TAKEN_MESSAGE = 'This email is already registered';
export const PHONE_TAKEN_MESSAGE = 'This mobile number is already registered';
/** When a unique index catches a duplicate that the check missed (two requests at once). */
export const DUPLICATE_ACCOUNT_MESSAGE = 'This email or mobile number is already registered';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your email or mobile number';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is incorrect';
export const SET_PASSWORD_FIRST_MESSAGE =
  'Set a password with "Forgot password" first, then change your email or mobile number';
export const PROFILE_UPDATED_MESSAGE = 'Profile successfully updated!';

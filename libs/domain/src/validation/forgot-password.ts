import { z } from 'zod';
import { FIELD_MESSAGES, PASSWORD_MISMATCH_ALERT } from '../messages';
import { newPassword, requiredSecret, requiredText } from './fields';
import { isEmail, isPhoneNumber } from './patterns';

/**
 * Step 1 of forgot password: an email or a 10-digit phone, else "Invalid email or mobile" (empty too).
 * Step 2 uses `otpSchema`.
 */
export const forgotPasswordSchema = z.object({
  emailOrMobile: requiredText(FIELD_MESSAGES.invalidEmailOrMobile).refine(
    (value) => isEmail(value) || isPhoneNumber(value),
    FIELD_MESSAGES.invalidEmailOrMobile,
  ),
});

/** Values of the forgot password first step after validation. */
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** Step 3 of forgot password: the new password and its confirmation, both required. */
export const resetPasswordSchema = z.object({
  password: newPassword(FIELD_MESSAGES.passwordRequired, FIELD_MESSAGES.passwordTooShort),
  password_confirmation: requiredSecret(FIELD_MESSAGES.passwordConfirmationRequired),
});

/** Values of the reset password step after validation. */
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** The alert to show on reset when the two passwords differ ("password not matching!"), else null. */
export function resetPasswordAlert(values: { password?: string; password_confirmation?: string }): string | null {
  return values.password === values.password_confirmation ? null : PASSWORD_MISMATCH_ALERT;
}

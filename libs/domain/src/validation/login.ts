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

export { classifyLoginIdentifier, type LoginIdentifier } from './login-identifier';

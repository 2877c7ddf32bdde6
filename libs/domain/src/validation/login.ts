import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { requiredSecret, requiredText } from './fields';
import { FIELD_MAX_LENGTHS, textLimit } from './limits';
import { isEmail, isPhoneNumber } from './patterns';

/**
 * Email/password login form (docs/product.md §5): `emailOrMobile` is an email or a 10-digit mobile number.
 */
export const loginSchema = z.object({
  emailOrMobile: requiredText(FIELD_MESSAGES.emailOrMobileRequired, textLimit('email', FIELD_MAX_LENGTHS.email)).refine(
    (value) => isEmail(value) || isPhoneNumber(value),
    FIELD_MESSAGES.invalidEmailOrMobileNumber,
  ),
  password: requiredSecret(FIELD_MESSAGES.passwordRequired, textLimit('password', FIELD_MAX_LENGTHS.password)),
});

/** Values of the login form after validation. */
export type LoginValues = z.output<typeof loginSchema>;

export { classifyLoginIdentifier, type LoginIdentifier } from './login-identifier';

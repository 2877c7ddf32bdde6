import { z } from 'zod';
import { OTP_LENGTH } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import { requiredText } from './fields';

/** A one-time PIN as typed: required, at most 4 characters (docs/product.md §5). */
export const otpField = requiredText(FIELD_MESSAGES.otpRequired).refine(
  (value) => value.length <= OTP_LENGTH,
  FIELD_MESSAGES.otpTooLong,
);

/** The OTP step of OTP login and of forgot password: field `pin`. */
export const otpSchema = z.object({ pin: otpField });

/** Values of an OTP step after validation. */
export type OtpValues = z.output<typeof otpSchema>;

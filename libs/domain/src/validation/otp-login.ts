import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { requiredText } from './fields';
import { PHONE_PATTERN } from './patterns';

/**
 * Step 1 of OTP login: the mobile number the PIN is sent to. Empty gives "phone number required";
 * anything but 10 digits gives "Invalid phone number" (not in the spec). Step 2 uses `otpSchema`.
 */
export const otpLoginPhoneSchema = z.object({
  full_phone_number: requiredText(FIELD_MESSAGES.phoneNumberRequired).refine(
    (value) => PHONE_PATTERN.test(value),
    FIELD_MESSAGES.invalidPhoneNumber,
  ),
});

/** Values of the OTP login phone step after validation. */
export type OtpLoginPhoneValues = z.output<typeof otpLoginPhoneSchema>;

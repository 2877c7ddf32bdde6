import { z } from 'zod';
import { guestEmailError } from './guest-email-check';

/** The guest's "Email address" as a form schema: the rule is guestEmailError's; the value is trimmed. */
export function guestEmailSchema(required: boolean) {
  const email = z.unknown().superRefine((value, context) => {
    const error = guestEmailError(value, required);
    if (error !== null) context.addIssue({ code: 'custom', message: error });
  });
  return z.object({ email: email.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)) });
}

import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { optionalPattern, requiredText } from './fields';
import { FIELD_MAX_LENGTHS, textLimit } from './limits';
import { EMAIL_PATTERN } from './patterns';

/**
 * The guest's "Email address" at checkout: the order confirmation goes there. Required ("email
 * required") unless the store's `guest_email_required` setting is off; always of the domain's form
 * ("Invalid email address").
 */
export function guestEmailSchema(required: boolean) {
  const limit = textLimit('email', FIELD_MAX_LENGTHS.email);
  const email = required
    ? requiredText(FIELD_MESSAGES.emailRequired, limit).refine((value) => EMAIL_PATTERN.test(value), FIELD_MESSAGES.invalidEmailAddress)
    : optionalPattern(EMAIL_PATTERN, FIELD_MESSAGES.invalidEmailAddress, limit);
  return z.object({ email });
}

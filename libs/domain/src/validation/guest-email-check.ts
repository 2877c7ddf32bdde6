import { FIELD_MESSAGES } from '../messages';
import { FIELD_MAX_LENGTHS, textLimit } from './limits';
import { EMAIL_PATTERN } from './patterns';

/**
 * Why the guest's "Email address" at checkout cannot be used, or null when it can: required ("email
 * required") unless the store's `guest_email_required` setting is off, trimmed, within the e-mail length
 * limit, and of the domain's form ("Invalid email address"). Without zod: the checkout's store runs it,
 * and the store is in every page's first load.
 */
export function guestEmailError(email: unknown, required: boolean): string | null {
  const text = typeof email === 'string' ? email.trim() : '';
  if (text === '') return required ? FIELD_MESSAGES.emailRequired : null;
  const limit = textLimit('email', FIELD_MAX_LENGTHS.email);
  if (text.length > limit.max) return limit.message;
  return EMAIL_PATTERN.test(text) ? null : FIELD_MESSAGES.invalidEmailAddress;
}

import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { requiredText, optionalPattern, optionalText } from './fields';
import { formValidator } from './form-errors';
import { FIELD_MAX_LENGTHS, textLimit } from './limits';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns';

const subjectLimit = textLimit('subject', FIELD_MAX_LENGTHS.contactSubject);
const messageLimit = textLimit('message', FIELD_MAX_LENGTHS.contactMessage);
const nameLimit = textLimit('name', FIELD_MAX_LENGTHS.name);
const emailLimit = textLimit('email', FIELD_MAX_LENGTHS.email);

/**
 * Contact form messages. The spec leaves them open; the name and email ones reuse the registration
 * wording, the phone one the domain's.
 */
export const CONTACT_MESSAGES = {
  nameRequired: FIELD_MESSAGES.nameRequired,
  nameTooLong: nameLimit.message,
  emailRequired: FIELD_MESSAGES.emailRequired,
  emailTooLong: emailLimit.message,
  invalidEmail: FIELD_MESSAGES.invalidEmailAddress,
  invalidPhone: FIELD_MESSAGES.invalidPhoneNumber,
  messageRequired: 'message required',
  messageTooLong: messageLimit.message,
  subjectTooLong: subjectLimit.message,
} as const;

/** Contact form (POST /contacts: name, email, phone?, subject?, message), within the contract's limits. */
export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, nameLimit),
  email: requiredText(CONTACT_MESSAGES.emailRequired, emailLimit).refine(
    (value) => EMAIL_PATTERN.test(value),
    CONTACT_MESSAGES.invalidEmail,
  ),
  phone: optionalPattern(PHONE_PATTERN, CONTACT_MESSAGES.invalidPhone),
  subject: optionalText(subjectLimit),
  message: requiredText(CONTACT_MESSAGES.messageRequired, messageLimit),
});

/** The values sent to the API: trimmed, empty optional fields left out. */
export type ContactValues = z.output<typeof contactSchema>;

export const validateContact = formValidator(contactSchema);

/** Parses the form values into what the API accepts (no empty optional fields). */
export function toContactInput(values: unknown): ContactValues {
  const parsed = contactSchema.parse(values);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as ContactValues;
}

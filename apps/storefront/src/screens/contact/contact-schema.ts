import { EMAIL_PATTERN, FIELD_MESSAGES, PHONE_PATTERN, formValidator, optionalPattern, optionalText, requiredText } from '@storefront/domain';
import { z } from 'zod';

/**
 * Contact form (POST /contacts: name, email, phone?, subject?, message). The spec leaves its messages
 * open; the name and email ones reuse the registration wording, the phone one the domain's.
 */
export const CONTACT_MESSAGES = {
  nameRequired: FIELD_MESSAGES.nameRequired,
  emailRequired: FIELD_MESSAGES.emailRequired,
  invalidEmail: FIELD_MESSAGES.invalidEmailAddress,
  invalidPhone: FIELD_MESSAGES.invalidPhoneNumber,
  messageRequired: 'message required',
  messageTooLong: 'message must be at most 2000 characters',
  subjectTooLong: 'subject must be at most 200 characters',
} as const;

export const MESSAGE_MAX_LENGTH = 2000;
export const SUBJECT_MAX_LENGTH = 200;

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired),
  email: requiredText(CONTACT_MESSAGES.emailRequired).refine((v) => EMAIL_PATTERN.test(v), CONTACT_MESSAGES.invalidEmail),
  phone: optionalPattern(PHONE_PATTERN, CONTACT_MESSAGES.invalidPhone),
  subject: optionalText().refine((v) => v === undefined || v.length <= SUBJECT_MAX_LENGTH, CONTACT_MESSAGES.subjectTooLong),
  message: requiredText(CONTACT_MESSAGES.messageRequired).refine(
    (v) => v.length <= MESSAGE_MAX_LENGTH,
    CONTACT_MESSAGES.messageTooLong,
  ),
});

/** The values sent to the store: trimmed, empty optional fields left out. */
export type ContactValues = z.output<typeof contactSchema>;

export const validateContact = formValidator(contactSchema);

/** Parses the form values into what the API accepts (no empty optional fields). */
export function toContactInput(values: unknown): ContactValues {
  const parsed = contactSchema.parse(values);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as ContactValues;
}

import { normalizeEmail } from '../coupons/shopper';

/** A contact-form message as stored (text trimmed, optional parts null). */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
}

/** The form as sent, cleaned for storing: text trimmed, the email lower-cased, a blank subject null. */
export function cleanContactMessage(input: { name: string; email: string; phone?: string | null; subject?: string | null; message: string }): ContactMessage {
  return {
    name: input.name.trim(),
    email: normalizeEmail(input.email),
    phone: input.phone ?? null,
    subject: input.subject?.trim() || null,
    message: input.message.trim(),
  };
}

/** The e-mail the store's support address receives for a contact message. */
export function contactSupportMail(contact: ContactMessage): { subject: string; body: string } {
  const lines = [
    `Name: ${contact.name}`,
    `Email: ${contact.email}`,
    ...(contact.phone ? [`Phone: ${contact.phone}`] : []),
    ...(contact.subject ? [`Subject: ${contact.subject}`] : []),
    '',
    contact.message,
  ];
  return { subject: `Contact form: ${contact.subject ?? `message from ${contact.name}`}`, body: lines.join('\n') };
}

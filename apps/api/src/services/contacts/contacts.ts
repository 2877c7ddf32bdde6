import {
  CONTACT_LIMIT,
  CONTACT_THANKS_MESSAGE,
  CONTACT_WINDOW_MS,
  cleanContactMessage,
  contactSupportMail,
  TOO_MANY_CONTACTS_MESSAGE,
} from '@storefront/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { TooManyRequestsError } from '../../http/errors';
import { reserveSlot } from '../../security/rate-limiter';
import type { EmailSender } from '../../senders/types';
import type { ContactInput, ContactResult } from '@storefront/sdk';
import { blankFields, invalidFields } from '../../http/field-checks';
import { loadStoreSettings } from '../settings/store-settings';

/**
 * Stores a contact message and e-mails it to the store's support address. At most 5 messages per email
 * an hour (429). The message is kept even when the e-mail cannot be sent (the failure is logged).
 */
export async function createContact(
  db: Kysely<Database>,
  email: EmailSender,
  input: ContactInput,
  log: FastifyBaseLogger,
): Promise<ContactResult> {
  const blank = blankFields({ name: input.name, message: input.message });
  if (blank.length > 0) throw invalidFields(blank);
  const contact = cleanContactMessage(input);
  const limit = await reserveSlot(db, `contact:${contact.email}`, CONTACT_LIMIT, CONTACT_WINDOW_MS);
  if (!limit.allowed) throw new TooManyRequestsError(TOO_MANY_CONTACTS_MESSAGE);

  const row = await db
    .insertInto('contacts')
    .values({ ...contact, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const settings = await loadStoreSettings(db);
  if (settings.customer_support_email) {
    try {
      await email.send({ to: settings.customer_support_email, ...contactSupportMail(contact) });
    } catch (error) {
      log.error({ err: error, contactId: row.id }, 'contact message stored but the support e-mail failed');
    }
  }
  return { id: row.id, message: CONTACT_THANKS_MESSAGE };
}

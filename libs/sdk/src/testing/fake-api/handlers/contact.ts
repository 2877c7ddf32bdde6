import { TOO_MANY_CONTACTS_MESSAGE } from '@storefront/domain';
import type { ContactInput } from '../../../generated/models';
import { ok, tooManyRequests, type FakeResolvers } from '../http';
import { deliver } from '../model/sessions';
import { nextId, now } from '../state';

const HOUR_MS = 60 * 60 * 1000;
const MAX_CONTACTS_PER_HOUR = 5;

/** Contact form: stored, e-mailed to the store, at most 5 per email an hour. */
export const contactResolvers = {
  createContact: ({ state, body }) => {
    const input = body as ContactInput;
    const at = now(state);
    const recent = state.contacts.filter(
      (c) => c.email.toLowerCase() === input.email.toLowerCase() && at.getTime() - new Date(c.created_at).getTime() < HOUR_MS,
    );
    if (recent.length >= MAX_CONTACTS_PER_HOUR) throw tooManyRequests(TOO_MANY_CONTACTS_MESSAGE);
    const contact = { ...input, id: nextId(state, 'contact'), created_at: at.toISOString() };
    state.contacts.push(contact);
    deliver(state, {
      channel: 'email',
      to: state.settings.customer_support_email ?? 'support@storefront.test',
      subject: `Contact: ${input.subject ?? input.name}`,
      body: `${input.name} <${input.email}>${input.phone ? ` (${input.phone})` : ''} wrote:\n${input.message}`,
      code: null,
    });
    return ok({ id: contact.id, message: 'Thank you for contacting us, we will get back to you soon.' });
  },
} satisfies FakeResolvers;

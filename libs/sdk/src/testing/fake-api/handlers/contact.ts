import {
  blankFields,
  CONTACT_LIMIT,
  CONTACT_THANKS_MESSAGE,
  CONTACT_WINDOW_MS,
  fitsWindow,
  joinedFieldMessages,
  TOO_MANY_CONTACTS_MESSAGE,
} from '@storefront/domain';
import type { ContactInput } from '../../../generated/models';
import { badRequest, ok, tooManyRequests, type FakeResolvers } from '../http';
import { deliver } from '../model/sessions';
import { nextId, now } from '../state';

/** Contact form: stored, e-mailed to the store, within the domain's per-email limit. */
export const contactResolvers = {
  createContact: ({ state, body }) => {
    const input = body as ContactInput;
    const blank = blankFields({ name: input.name, message: input.message });
    if (blank.length > 0) throw badRequest(joinedFieldMessages(blank), blank);
    const at = now(state);
    const sent = state.contacts
      .filter((c) => c.email.toLowerCase() === input.email.toLowerCase())
      .map((c) => new Date(c.created_at).getTime());
    if (!fitsWindow(sent, CONTACT_LIMIT, CONTACT_WINDOW_MS, at.getTime())) throw tooManyRequests(TOO_MANY_CONTACTS_MESSAGE);
    const contact = { ...input, id: nextId(state, 'contact'), created_at: at.toISOString() };
    state.contacts.push(contact);
    deliver(state, {
      channel: 'email',
      to: state.settings.customer_support_email ?? 'support@storefront.test',
      subject: `Contact: ${input.subject ?? input.name}`,
      body: `${input.name} <${input.email}>${input.phone ? ` (${input.phone})` : ''} wrote:\n${input.message}`,
      code: null,
    });
    return ok({ id: contact.id, message: CONTACT_THANKS_MESSAGE });
  },
} satisfies FakeResolvers;

import {
  blankFields,
  cleanContactMessage,
  CONTACT_LIMIT,
  CONTACT_THANKS_MESSAGE,
  CONTACT_WINDOW_MS,
  contactSupportMail,
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
    const message = cleanContactMessage(input);
    const sent = state.contacts.filter((c) => c.email === message.email).map((c) => new Date(c.created_at).getTime());
    if (!fitsWindow(sent, CONTACT_LIMIT, CONTACT_WINDOW_MS, at.getTime())) throw tooManyRequests(TOO_MANY_CONTACTS_MESSAGE);
    const contact = { ...message, id: nextId(state, 'contact'), created_at: at.toISOString() };
    state.contacts.push(contact);
    const supportAddress = state.settings.customer_support_email;
    if (supportAddress) deliver(state, { channel: 'email', to: supportAddress, ...contactSupportMail(message), code: null });
    return ok({ id: contact.id, message: CONTACT_THANKS_MESSAGE });
  },
} satisfies FakeResolvers;

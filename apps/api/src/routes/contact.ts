import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { createContact } from '../services/contacts/contacts';
import type { ContactInput } from '@storefront/sdk';

/** The contact form: stored, and e-mailed to the store's support address. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  route<{ Body: ContactInput }>(app, 'createContact', async ({ body, log }) => {
    const result = await createContact(app.db, app.senders.email, body, log);
    return ok(result, { message: result.message });
  });
}

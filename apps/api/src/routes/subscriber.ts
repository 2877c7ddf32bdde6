import { SUCCESS_MESSAGES } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import type { SubscriberInput } from '@storefront/sdk';
import { subscribe } from '../services/subscribers/subscribers';

/** Newsletter subscription (public; an email subscribes once). */
export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  route<{ Body: SubscriberInput }>(app, 'subscribe', async ({ body }) =>
    ok(await subscribe(app.db, body.email), { message: SUCCESS_MESSAGES.subscribed }),
  );
}

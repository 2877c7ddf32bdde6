import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { trackOrder, type TrackOrderInput } from '../services/orders/track-order';

/**
 * `POST /orders/track`: Track order for anyone, signed in or not, by order ID and the e-mail or phone
 * used. POST keeps the contact out of URLs and access logs; failures are rate limited per client.
 */
export async function orderTrackingRoutes(app: FastifyInstance): Promise<void> {
  route<{ Body: TrackOrderInput }>(app, 'trackOrder', async ({ body, ip }) => ok(await trackOrder(app.db, body, ip)));
}

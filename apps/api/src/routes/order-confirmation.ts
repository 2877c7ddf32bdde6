import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '../payments/origin';
import { sendOrderConfirmation } from '../services/orders/order-confirmation-mail';

/**
 * Sends a new order's confirmation e-mail (when the order has an address to send it to). A mail
 * failure is logged and never fails the order that was placed.
 */
export async function confirmOrderByEmail(app: FastifyInstance, request: FastifyRequest, orderId: number): Promise<void> {
  try {
    const order = await app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (order) await sendOrderConfirmation(app.db, app.senders.email, order, publicOrigin(app.config, request));
  } catch (error) {
    request.log.error({ err: error, orderId }, 'order confirmation e-mail failed');
  }
}

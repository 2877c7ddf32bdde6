import { SUCCESS_MESSAGES } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok, paged } from '../http/reply';
import { requireUser } from '../http/request-context';
import {
  cancelOrder,
  getOrder,
  listMyOrders,
  type PlaceOrderInput,
  placeOrder,
  returnOrder,
  type ReturnInput,
} from '../services/orders/order-service';
import { getOrderInvoice } from '../services/orders/present-invoice';
import { confirmOrderByEmail } from './order-confirmation';

/** Orders: place (cod / wallet), My Orders, detail, cancel and return; all need a login. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route<{ Body: PlaceOrderInput }>(app, 'placeOrder', async (request, reply) => {
    const user = requireUser(request.ctx);
    const { order, created } = await placeOrder(db, user, request.body, app.config.clock?.(), request.locale);
    if (created) await confirmOrderByEmail(app, request, order.id);
    reply.code(created ? 201 : 200);
    return ok(order, { message: created ? SUCCESS_MESSAGES.orderPlaced : 'This order has already been placed' });
  });

  route<{ Querystring: { page?: number; per_page?: number } }>(app, 'listMyOrders', async (request) => {
    const user = requireUser(request.ctx);
    const page = request.query.page ?? 1;
    const perPage = request.query.per_page ?? 20;
    const { orders, totalCount } = await listMyOrders(db, user.id, { page, perPage });
    return paged(orders, { page, perPage, totalCount });
  });

  route<{ Params: { id: number } }>(app, 'getOrder', async (request) => {
    const user = requireUser(request.ctx);
    return ok(await getOrder(db, user.id, request.params.id, request.locale));
  });

  route<{ Params: { id: number } }>(app, 'getOrderInvoice', async (request) => {
    const user = requireUser(request.ctx);
    return ok(await getOrderInvoice(db, user.id, request.params.id));
  });

  route<{ Params: { id: number }; Body: { status: 'cancelled'; reason?: string } }>(app, 'cancelOrder', async (request) => {
    const user = requireUser(request.ctx);
    const order = await cancelOrder(db, user.id, request.params.id, request.body.reason);
    return ok(order, { message: SUCCESS_MESSAGES.orderCancelled });
  });

  route<{ Params: { id: number }; Body: { return_request: ReturnInput } }>(app, 'returnOrder', async (request) => {
    const user = requireUser(request.ctx);
    const result = await returnOrder(db, user.id, request.params.id, request.body.return_request);
    return ok(result, { message: result.message });
  });
}

import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { applyCoupon, listActiveCoupons, removeCoupon } from '../services/coupons/coupon-service';
import { withCartDelivery } from '../services/delivery/cart-delivery';

/** Coupons: the public list, and applying / removing one on the signed-in shopper's cart. */
export async function couponsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, 'listCoupons', async () => ok(await listActiveCoupons(db)));

  route<{ Body: { coupon_code: string } }>(app, 'applyCoupon', async (request) => {
    const { cart, message } = await applyCoupon(db, request.ctx, request.body.coupon_code);
    return ok(await withCartDelivery(db, cart, app.config.clock?.()), { message });
  });

  route(app, 'removeCoupon', async (request) => {
    const { cart, message } = await removeCoupon(db, request.ctx);
    return ok(await withCartDelivery(db, cart, app.config.clock?.()), { message });
  });
}

import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { applyCoupon, removeCoupon } from '../services/carts/cart-coupon';
import { listActiveCoupons } from '../services/coupons/active-coupons';
import { withCartDelivery } from '../services/carts/cart-delivery';

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

import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../http/errors';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { reserveSlot } from '../security/rate-limiter';
import { findShopperCart } from '../services/carts/cart-lookup';
import { priceCart } from '../services/carts/price-cart';
import { toCartDetails } from '../services/carts/present-cart';
import { checkDelivery } from '../services/delivery/check-delivery';
import { codOrderValueOfCart, productValue } from '../services/delivery/order-value';

/** Delivery checks one client address may make per window: plenty for a shopper, not for a scraper. */
export const DELIVERY_CHECK_LIMIT = 60;
export const DELIVERY_CHECK_WINDOW_MS = 60_000;

/** `GET /delivery/check`: public, rate limited per client address (the same limiter as sign-in). */
export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const now = () => app.config.clock?.() ?? new Date();

  route<{ Querystring: { pincode: string; product_id?: number } }>(app, 'checkDelivery', async ({ query, ctx, ip }) => {
    const slot = await reserveSlot(db, `delivery-check:${ip}`, DELIVERY_CHECK_LIMIT, DELIVERY_CHECK_WINDOW_MS);
    if (!slot.allowed) throw new TooManyRequestsError();
    let value: number | null = null;
    if (query.product_id !== undefined) {
      value = await productValue(db, query.product_id);
    } else {
      const cart = await findShopperCart(db, ctx);
      if (cart) value = codOrderValueOfCart(toCartDetails(await priceCart(db, cart)));
    }
    return ok(await checkDelivery(db, query.pincode, value, now()));
  });
}

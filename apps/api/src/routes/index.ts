import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account';
import { addressesRoutes } from './addresses';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { couponsRoutes } from './coupons';
import { deliveryRoutes } from './delivery';
import { devOutboxRoutes } from './dev-outbox';
import { orderTrackingRoutes } from './order-tracking';
import { ordersRoutes } from './orders';
import { paymentsRoutes } from './payments';
import { reviewsRoutes } from './reviews';
import { settingsRoutes } from './settings';
import { subscriberRoutes } from './subscriber';
import { walletRoutes } from './wallet';
import { wishlistRoutes } from './wishlist';

/**
 * Every API area, registered in this order by `buildApp`. An area is one file in this folder that
 * registers its contract operations with `route(app, operationId, handler)`; its rules and queries live
 * in `services/<area>/`. To add one: write `routes/cart.ts` exporting `cartRoutes` and add it here.
 */
export const apiRoutes: Record<string, FastifyPluginAsync> = {
  settings: settingsRoutes,
  catalog: catalogRoutes,
  content: contentRoutes,
  devOutbox: devOutboxRoutes,
  auth: authRoutes,
  account: accountRoutes,
  addresses: addressesRoutes,
  delivery: deliveryRoutes,
  reviews: reviewsRoutes,
  wallet: walletRoutes,
  subscriber: subscriberRoutes,
  contact: contactRoutes,
  cart: cartRoutes,
  coupons: couponsRoutes,
  wishlist: wishlistRoutes,
  orders: ordersRoutes,
  orderTracking: orderTrackingRoutes,
  payments: paymentsRoutes,
};

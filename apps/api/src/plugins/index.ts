import type { FastifyPluginAsync } from 'fastify';
import { accountPlugin } from './account';
import { addressesPlugin } from './addresses';
import { authPlugin } from './auth';
import { cartPlugin } from './cart';
import { catalogPlugin } from './catalog';
import { contactPlugin } from './contact';
import { contentPlugin } from './content';
import { couponsPlugin } from './coupons';
import { deliveryPlugin } from './delivery';
import { devOutboxPlugin } from './dev-outbox';
import { ordersPlugin } from './orders';
import { paymentsPlugin } from './payments';
import { reviewsPlugin } from './reviews';
import { settingsPlugin } from './settings';
import { subscriberPlugin } from './subscriber';
import { walletPlugin } from './wallet';
import { wishlistPlugin } from './wishlist';

/**
 * Every API area, registered in this order by `buildApp`. An area is one file in this folder that
 * registers its contract operations with `route(app, operationId, handler)`; its rules and queries live
 * in `services/<area>/`. To add one: write `plugins/cart.ts` exporting `cartPlugin` and add it here.
 */
export const apiPlugins: Record<string, FastifyPluginAsync> = {
  settings: settingsPlugin,
  catalog: catalogPlugin,
  content: contentPlugin,
  devOutbox: devOutboxPlugin,
  auth: authPlugin,
  account: accountPlugin,
  addresses: addressesPlugin,
  delivery: deliveryPlugin,
  reviews: reviewsPlugin,
  wallet: walletPlugin,
  subscriber: subscriberPlugin,
  contact: contactPlugin,
  cart: cartPlugin,
  coupons: couponsPlugin,
  wishlist: wishlistPlugin,
  orders: ordersPlugin,
  payments: paymentsPlugin,
};

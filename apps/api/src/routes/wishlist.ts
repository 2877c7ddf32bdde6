import { SUCCESS_MESSAGES } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { requireUser } from '../http/request-context';
import type { ItemType } from '../services/carts/cart-items';
import { withCartDelivery } from '../services/carts/cart-delivery';
import {
  addToWishlist,
  EMPTY_WISHLIST,
  loadWishlist,
  moveWishlistItemToCart,
  removeFromWishlist,
} from '../services/wishlist/wishlist-service';

/** The signed-in shopper's wishlist; without a login the list is empty and changes answer 401. */
export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, 'listWishlist', async (request) => {
    const { user } = request.ctx;
    return ok(user ? await loadWishlist(db, user.id) : EMPTY_WISHLIST);
  });

  route<{ Body: { item_id: number; item_type?: ItemType } }>(app, 'addWishlistItem', async (request) => {
    const user = requireUser(request.ctx);
    return ok(await addToWishlist(db, user, request.body), { message: SUCCESS_MESSAGES.wishlistItemAdded });
  });

  route<{ Params: { id: number } }>(app, 'removeWishlistItem', async (request) => {
    const user = requireUser(request.ctx);
    return ok(await removeFromWishlist(db, user, request.params.id), { message: SUCCESS_MESSAGES.wishlistItemRemoved });
  });

  route<{ Params: { id: number } }>(app, 'moveWishlistItemToCart', async (request) => {
    const user = requireUser(request.ctx);
    const moved = await moveWishlistItemToCart(db, user, request.params.id);
    const cart = await withCartDelivery(db, moved.cart, app.config.clock?.());
    return ok({ ...moved, cart }, { message: 'Item moved to cart!!' });
  });
}

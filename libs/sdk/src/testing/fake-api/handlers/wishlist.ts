import { SUCCESS_MESSAGES, WISHLIST_ITEM_NOT_FOUND_MESSAGE } from '@storefront/domain';
import type { AddWishlistItemInput, Wishlist } from '../../../generated/models';
import { notFound, ok, type FakeContext, type FakeResolvers } from '../http';
import { resolveCartItem, resolveItem, stockOf } from '../model/catalog';
import { addToCart, cartDetails, createCart, openCartOfUser } from '../model/carts';
import { nextId, now, type FakeState } from '../state';

function wishlistOf(state: FakeState, userId: number | null): Wishlist {
  const entries = userId === null ? [] : state.wishlist.filter((e) => e.userId === userId);
  const wishlist_items = entries.map((entry) => {
    const item = resolveItem(state, entry.itemType, entry.itemId);
    const { price, comparePrice, stock, backOrder } = stockOf(item);
    const { detail } = item.record;
    return {
      id: entry.id,
      product_id: detail.id,
      product_name: detail.name,
      product_slug: detail.slug,
      item_image: { thumbnail: detail.image.thumbnail, picture: detail.image.picture },
      item: { sell_price: price, compare_price: comparePrice },
      productable_id: entry.itemId,
      productable_type: entry.itemType,
      in_stock: stock > 0 || backOrder,
      needs_variant_choice: !item.variant && detail.variants.length > 0,
      created_at: entry.createdAt,
    };
  });
  return { wishlist_items, wishlist_count: wishlist_items.length };
}

function ownEntry(ctx: FakeContext) {
  const user = ctx.requireUser();
  const entry = ctx.state.wishlist.find((e) => e.id === ctx.params.id && e.userId === user.user.id);
  if (!entry) throw notFound(WISHLIST_ITEM_NOT_FOUND_MESSAGE);
  return { user, entry };
}

/** The wishlist (adding, removing and moving need a login). */
export const wishlistResolvers = {
  listWishlist: (ctx) => ok(wishlistOf(ctx.state, ctx.auth.user?.user.id ?? null)),
  addWishlistItem: (ctx) => {
    const user = ctx.requireUser();
    const { item_id, item_type = 'Product' } = ctx.body as AddWishlistItemInput;
    const item = resolveItem(ctx.state, item_type, item_id);
    const there = ctx.state.wishlist.some((e) => e.userId === user.user.id && e.itemType === item_type && e.itemId === item_id);
    if (!there) {
      ctx.state.wishlist.push({
        id: nextId(ctx.state, 'wishlist'),
        userId: user.user.id,
        itemType: item_type,
        itemId: item_id,
        productId: item.record.detail.id,
        createdAt: now(ctx.state).toISOString(),
      });
    }
    return ok(wishlistOf(ctx.state, user.user.id), { message: SUCCESS_MESSAGES.wishlistItemAdded });
  },
  removeWishlistItem: (ctx) => {
    const { user, entry } = ownEntry(ctx);
    ctx.state.wishlist.splice(ctx.state.wishlist.indexOf(entry), 1);
    return ok(wishlistOf(ctx.state, user.user.id), { message: SUCCESS_MESSAGES.wishlistItemRemoved });
  },
  moveWishlistItemToCart: (ctx) => {
    const { user, entry } = ownEntry(ctx);
    const item = resolveCartItem(ctx.state, entry.itemType, entry.itemId);
    const cart = openCartOfUser(ctx.state, user.user.id) ?? createCart(ctx.state, user.user.id);
    addToCart(ctx.state, cart, item, 1);
    ctx.state.wishlist.splice(ctx.state.wishlist.indexOf(entry), 1);
    return ok({ wishlist: wishlistOf(ctx.state, user.user.id), cart: cartDetails(ctx.state, cart) });
  },
} satisfies FakeResolvers;

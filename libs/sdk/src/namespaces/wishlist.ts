import { request, type JsonBody } from '../client/request';
import type { SdkContext } from './context';

/**
 * The shopper's wishlist (adding, removing and moving need a login): `sdk.wishlist`.
 * @example
 * ```ts
 * await sdk.wishlist.addItem({ item_id: 12 });
 * const { data: wishlist } = await sdk.wishlist.list();
 * await sdk.wishlist.moveToCart(wishlist.wishlist_items[0].id);
 * ```
 */
export function wishlistApi({ client }: SdkContext) {
  return {
    list: () => request('listWishlist', () => client.GET('/wishlists')),
    addItem: (body: JsonBody<'addWishlistItem'>) =>
      request('addWishlistItem', () => client.POST('/wishlists/add_item', { body })),
    removeItem: (id: number) =>
      request('removeWishlistItem', () => client.DELETE('/wishlists/remove_item/{id}', { params: { path: { id } } })),
    /** Moves an entry to the cart (one unit) and removes it from the wishlist. */
    moveToCart: (id: number) =>
      request('moveWishlistItemToCart', () => client.POST('/wishlists/move_to_cart/{id}', { params: { path: { id } } })),
  };
}

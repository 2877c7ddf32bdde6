import { makeAutoObservable } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, SOMETHING_WENT_WRONG, SUCCESS_MESSAGES } from '@storefront/domain';
import type { ItemType, WishlistItem } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/** The shopper's wishlist; changing it needs a login. */
export class WishlistStore {
  items: WishlistItem[] = [];
  /** The header's wishlist badge (wishlist_count). */
  count = 0;
  loading = false;
  error: StoreError | null = null;
  /** Add, remove or move in flight. */
  actionLoading = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /** True when the product (any of its variants) is in the wishlist. */
  has(productId: number): boolean {
    return this.items.some((item) => item.product_id === productId);
  }

  /**
   * The entry of a product, if wished. With a variant id, only the entry of that variant: the heart on a
   * detail page follows the chosen variant.
   */
  entryFor(productId: number, variantId?: number | null): WishlistItem | undefined {
    return this.items.find((item) =>
      variantId != null
        ? item.productable_type === 'Variant' && item.productable_id === variantId
        : item.product_id === productId,
    );
  }

  /** Loads the list; a failure empties it. */
  async load(): Promise<void> {
    this.error = null;
    await runRequest(this.root.notifier, () => this.root.sdk.wishlist.list(), {
      loading: (on) => (this.loading = on),
      onSuccess: ({ data }) => {
        this.items = data.wishlist_items;
        this.count = data.wishlist_count;
      },
      onFailure: (error) => {
        this.items = [];
        this.count = 0;
        this.error = error;
      },
    });
  }

  /**
   * Adds a product or one of its variants (so "Move to cart" adds that variant) and refreshes the list:
   * "Item added to wishlist!!" or "add wish error!". A signed-out shopper gets the sign-in prompt instead.
   */
  async add(itemId: number, itemType: ItemType = 'Product'): Promise<boolean> {
    if (!this.root.auth.isSignedIn) {
      this.root.ui.openSignInPrompt();
      return false;
    }
    const result = await runRequest(
      this.root.notifier,
      () => this.root.sdk.wishlist.addItem({ item_id: itemId, item_type: itemType }),
      {
        loading: (on) => (this.actionLoading = on),
        successToast: SUCCESS_MESSAGES.wishlistItemAdded,
        errorToast: FALLBACK_ERROR_MESSAGES.addToWishlist,
      },
    );
    if (result.ok) await this.load();
    return result.ok;
  }

  /** Removes an entry (by wishlist entry id) and refreshes the list. */
  async remove(entryId: number): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.wishlist.removeItem(entryId), {
      loading: (on) => (this.actionLoading = on),
      successToast: SUCCESS_MESSAGES.wishlistItemRemoved,
      errorToast: FALLBACK_ERROR_MESSAGES.removeFromWishlist,
    });
    if (result.ok) await this.load();
    return result.ok;
  }

  /** Moves an entry to the cart: one unit added, the entry removed, the cart reloaded. Failure: the server's message. */
  async moveToCart(entryId: number): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.wishlist.moveToCart(entryId), {
      loading: (on) => (this.actionLoading = on),
      onSuccess: ({ data }) => {
        this.items = data.wishlist.wishlist_items;
        this.count = data.wishlist.wishlist_count;
      },
      successToast: SUCCESS_MESSAGES.itemAddedToCart,
      errorToast: SOMETHING_WENT_WRONG,
    });
    if (result.ok) await this.root.cart.load();
    return result.ok;
  }

  clear(): void {
    this.items = [];
    this.count = 0;
    this.error = null;
    this.actionLoading = false;
  }
}

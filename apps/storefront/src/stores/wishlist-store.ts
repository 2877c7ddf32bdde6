import { makeAutoObservable, runInAction } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@storefront/domain';
import type { ItemType, WishlistItem } from '@storefront/sdk';
import { messageOf, toStoreError, type StoreError } from './errors';
import type { RootStore } from './root-store';

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

  /** True when the product is in the wishlist. */
  has(productId: number): boolean {
    return this.items.some((item) => item.product_id === productId);
  }

  /** The entry of a product, if wished. */
  entryFor(productId: number): WishlistItem | undefined {
    return this.items.find((item) => item.product_id === productId);
  }

  /** Loads the list; a failure empties it. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await this.root.sdk.wishlist.list();
      runInAction(() => {
        this.items = data.wishlist_items;
        this.count = data.wishlist_count;
      });
    } catch (error) {
      runInAction(() => {
        this.items = [];
        this.count = 0;
        this.error = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /**
   * Adds a product (or a variant) and refreshes the list: "Item added to wishlist!!" or "add wish error!".
   * A signed-out shopper gets the sign-in prompt instead. True on success.
   */
  async add(itemId: number, itemType: ItemType = 'Product'): Promise<boolean> {
    if (!this.root.auth.isSignedIn) {
      this.root.ui.openSignInPrompt();
      return false;
    }
    this.actionLoading = true;
    try {
      await this.root.sdk.wishlist.addItem({ item_id: itemId, item_type: itemType });
      this.root.notifier.success(SUCCESS_MESSAGES.wishlistItemAdded);
      await this.load();
      return true;
    } catch (error) {
      this.root.notifier.error(messageOf(error, FALLBACK_ERROR_MESSAGES.addToWishlist));
      return false;
    } finally {
      runInAction(() => {
        this.actionLoading = false;
      });
    }
  }

  /** Removes an entry (by wishlist entry id) and refreshes the list. */
  async remove(entryId: number): Promise<boolean> {
    this.actionLoading = true;
    try {
      await this.root.sdk.wishlist.removeItem(entryId);
      this.root.notifier.success(SUCCESS_MESSAGES.wishlistItemRemoved);
      await this.load();
      return true;
    } catch (error) {
      this.root.notifier.error(messageOf(error, FALLBACK_ERROR_MESSAGES.removeFromWishlist));
      return false;
    } finally {
      runInAction(() => {
        this.actionLoading = false;
      });
    }
  }

  /** Moves an entry to the cart: one unit added, the entry removed, both lists refreshed. */
  async moveToCart(entryId: number): Promise<boolean> {
    this.actionLoading = true;
    try {
      const { data } = await this.root.sdk.wishlist.moveToCart(entryId);
      runInAction(() => {
        this.items = data.wishlist.wishlist_items;
        this.count = data.wishlist.wishlist_count;
      });
      this.root.cart.replace(data.cart);
      this.root.notifier.success(SUCCESS_MESSAGES.itemAddedToCart);
      return true;
    } catch (error) {
      this.root.notifier.error(messageOf(error));
      return false;
    } finally {
      runInAction(() => {
        this.actionLoading = false;
      });
    }
  }

  clear(): void {
    this.items = [];
    this.count = 0;
    this.error = null;
    this.actionLoading = false;
  }
}

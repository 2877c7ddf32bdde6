import { makeAutoObservable, runInAction } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@storefront/domain';
import type { AddCartItemInput, CartDetails, CartItem } from '@storefront/sdk';
import { messageOf, toStoreError, type StoreError } from './errors';
import type { RootStore } from './root-store';

/** The cart: anonymous by cart token, or the signed-in (or guest) shopper's. */
export class CartStore {
  details: CartDetails | null = null;
  loading = false;
  error: StoreError | null = null;
  /** Add or remove in flight. */
  actionLoading = false;
  /** The line whose quantity is being changed (its stepper is disabled). */
  updatingItemId: number | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get items(): CartItem[] {
    return this.details?.cart_items ?? [];
  }

  /** The header's cart badge. */
  get totalQuantity(): number {
    return this.details?.total_quantity ?? 0;
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  /** Loads the cart; a failure clears the details (spec section 4). */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await this.root.sdk.cart.get();
      runInAction(() => {
        this.details = data;
      });
    } catch (error) {
      runInAction(() => {
        this.details = null;
        this.error = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /**
   * Adds an item. A new anonymous cart's token is kept by the SDK as cart_token; then the cart reloads.
   * Toasts "Item added to cart!!" or the server's message / "add to cart error". True on success.
   */
  async add(input: AddCartItemInput): Promise<boolean> {
    this.actionLoading = true;
    try {
      await this.root.sdk.cart.addItem(input);
      this.root.notifier.success(SUCCESS_MESSAGES.itemAddedToCart);
      await this.load();
      return true;
    } catch (error) {
      this.root.notifier.error(messageOf(error, FALLBACK_ERROR_MESSAGES.addToCart));
      return false;
    } finally {
      runInAction(() => {
        this.actionLoading = false;
      });
    }
  }

  /** Sets a line's quantity (0 removes it); the answer replaces the cart details. */
  async updateQuantity(itemId: number, quantity: number): Promise<boolean> {
    this.updatingItemId = itemId;
    try {
      const { data } = await this.root.sdk.cart.updateItemQuantity(itemId, quantity);
      runInAction(() => {
        this.details = data;
      });
      this.root.notifier.success(SUCCESS_MESSAGES.cartUpdated);
      return true;
    } catch (error) {
      this.root.notifier.error(messageOf(error, FALLBACK_ERROR_MESSAGES.updateQuantity));
      return false;
    } finally {
      runInAction(() => {
        this.updatingItemId = null;
      });
    }
  }

  /** Removes a line: "cart item successfully removed!" or "Something went wrong!!". */
  async remove(itemId: number): Promise<boolean> {
    this.actionLoading = true;
    try {
      const { data } = await this.root.sdk.cart.removeItem(itemId);
      runInAction(() => {
        this.details = data;
      });
      this.root.notifier.success(SUCCESS_MESSAGES.cartItemRemoved);
      return true;
    } catch (error) {
      this.root.notifier.error(messageOf(error, FALLBACK_ERROR_MESSAGES.removeCartItem));
      return false;
    } finally {
      runInAction(() => {
        this.actionLoading = false;
      });
    }
  }

  /** Replaces the details with a fresher copy from another call (coupon, wishlist move). */
  replace(details: CartDetails): void {
    this.details = details;
  }

  clear(): void {
    this.details = null;
    this.error = null;
    this.actionLoading = false;
    this.updatingItemId = null;
  }
}

import { makeAutoObservable } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, nextQuantity, SUCCESS_MESSAGES, typedQuantity } from '@storefront/domain';
import type { AddCartItemInput, CartDetails, CartItem } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

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
  async load(): Promise<boolean> {
    this.error = null;
    const result = await runRequest(this.root.notifier, () => this.root.sdk.cart.get(), {
      loading: (on) => (this.loading = on),
      onSuccess: ({ data }) => (this.details = data),
      onFailure: (error) => {
        this.details = null;
        this.error = error;
      },
    });
    return result.ok;
  }

  /**
   * Adds an item. A new anonymous cart's token is kept by the SDK as cart_token; then the cart reloads.
   * Toasts "Item added to cart!!" or the server's message / "add to cart error". True on success.
   */
  async add(input: AddCartItemInput): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.cart.addItem(input), {
      loading: (on) => (this.actionLoading = on),
      successToast: SUCCESS_MESSAGES.itemAddedToCart,
      errorToast: FALLBACK_ERROR_MESSAGES.addToCart,
    });
    if (result.ok) await this.load();
    return result.ok;
  }

  /**
   * The stepper (spec section 4): +1 / -1 within the line's limits. Below 1 is refused (0 only with
   * `allowZero`, which removes the line); beyond stock is refused with "{n} product(s) in stock" unless
   * back_order. A line already updating is left alone, so a double click sends one request.
   */
  async step(item: CartItem, delta: number, allowZero = false): Promise<boolean> {
    if (this.updatingItemId !== null) return false;
    const change = nextQuantity({ current: item.quantity, delta, stockQty: item.stock_qty, backOrder: item.back_order, allowZero });
    if (!change.ok) {
      if (change.message) this.root.notifier.error(change.message);
      return false;
    }
    return change.quantity === 0 ? this.remove(item.id) : this.updateQuantity(item.id, change.quantity);
  }

  /** A quantity typed into the stepper: clamped to 1..stock (never 0, negative or text) before it is sent. */
  async setTyped(item: CartItem, raw: string): Promise<boolean> {
    const typed = typedQuantity(raw, { stockQty: item.stock_qty, backOrder: item.back_order });
    if (typed.message) this.root.notifier.error(typed.message);
    if (typed.quantity === item.quantity) return false;
    return this.updateQuantity(item.id, typed.quantity);
  }

  /** Sets a line's quantity; the answer replaces the cart details. */
  async updateQuantity(itemId: number, quantity: number): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.cart.updateItemQuantity(itemId, quantity), {
      loading: (on) => (this.updatingItemId = on ? itemId : null),
      onSuccess: ({ data }) => (this.details = data),
      successToast: SUCCESS_MESSAGES.cartUpdated,
      errorToast: FALLBACK_ERROR_MESSAGES.updateQuantity,
    });
    return result.ok;
  }

  /** Removes a line: "cart item successfully removed!" or "Something went wrong!!". */
  async remove(itemId: number): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.cart.removeItem(itemId), {
      loading: (on) => (this.actionLoading = on),
      onSuccess: ({ data }) => (this.details = data),
      successToast: SUCCESS_MESSAGES.cartItemRemoved,
      errorToast: FALLBACK_ERROR_MESSAGES.removeCartItem,
    });
    return result.ok;
  }

  /** Replaces the details with a fresher copy from another call (coupon, wishlist move, payment choice). */
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

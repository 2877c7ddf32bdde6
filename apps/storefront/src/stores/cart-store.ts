import { makeAutoObservable, runInAction } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, nextQuantity, SUCCESS_MESSAGES, typedQuantity } from '@storefront/domain';
import type { AddCartItemInput, CartChangeMeta, CartDetails, CartItem } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { delay } from './ports';
import { runRequest } from './support/run-request';

/**
 * How long the stepper waits for the next press before sending what a burst of presses asked for: longer
 * than the gap between quick presses, short enough that the total follows before the shopper looks for it.
 */
export const QUANTITY_SETTLE_MS = 500;

/** The cart: anonymous by cart token, or the signed-in (or guest) shopper's. */
export class CartStore {
  details: CartDetails | null = null;
  loading = false;
  error: StoreError | null = null;
  /** Add or remove in flight. */
  actionLoading = false;
  /** Lines whose quantity update is in flight, by cart item id. */
  updatingItemIds = new Set<number>();
  /** Quantities pressed or typed that the server has not confirmed yet, by cart item id. */
  pendingQuantities = new Map<number, number>();
  /** Why the latest change to the items took the coupon off (the server's words), for the coupon box. */
  couponRemoved: string | null = null;
  /** Each line's running update, so presses made meanwhile wait for the same outcome. */
  private quantitySyncs = new Map<number, Promise<boolean>>();
  /** Presses per line, to tell when the shopper has paused. */
  private pressCounts = new Map<number, number>();

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'quantitySyncs' | 'pressCounts'>(this, { root: false, quantitySyncs: false, pressCounts: false }, { autoBind: true });
  }

  /** The quantity a line shows: the one the shopper asked for until the server has answered it. */
  quantityOf(item: CartItem): number {
    return this.pendingQuantities.get(item.id) ?? item.quantity;
  }

  /** An update of the line is in flight or waiting to go out. */
  isUpdating(itemId: number): boolean {
    return this.updatingItemIds.has(itemId) || this.pendingQuantities.has(itemId);
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

  /** Loads the cart; a failure clears the details (docs/product.md §4). */
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
      errorToast: FALLBACK_ERROR_MESSAGES.addToCart,
    });
    if (result.ok) {
      this.announceChange(result.data.meta, SUCCESS_MESSAGES.itemAddedToCart);
      await this.load();
    }
    return result.ok;
  }

  /**
   * The stepper (docs/product.md §4): +1 / -1 from the quantity shown, within the line's limits. Below 1 is
   * refused (0 only with `allowZero`, which removes the line); beyond stock is refused with
   * "{n} product(s) in stock" unless back_order. Presses made while the line updates are not lost: they
   * move the quantity shown at once and are sent together as one update when the running one answers.
   */
  async step(item: CartItem, delta: number, allowZero = false): Promise<boolean> {
    const change = nextQuantity({
      current: this.quantityOf(item),
      delta,
      stockQty: item.stock_qty,
      backOrder: item.back_order,
      allowZero,
    });
    if (!change.ok) {
      if (change.message) this.root.notifier.error(change.message);
      return false;
    }
    if (change.quantity === 0) return this.isUpdating(item.id) ? false : this.remove(item.id);
    return this.requestQuantity(item.id, change.quantity);
  }

  /** A quantity typed into the stepper: clamped to 1..stock (never 0, negative or text) before it is sent. */
  async setTyped(item: CartItem, raw: string): Promise<boolean> {
    const typed = typedQuantity(raw, { stockQty: item.stock_qty, backOrder: item.back_order });
    if (typed.message) this.root.notifier.error(typed.message);
    if (typed.quantity === this.quantityOf(item)) return false;
    return this.requestQuantity(item.id, typed.quantity);
  }

  /**
   * Asks for a line's quantity. The first press of a burst goes out at once; presses made while it is in
   * flight, or within QUANTITY_SETTLE_MS of each other, only move the pending quantity and go out together
   * as one update once the shopper pauses. Resolves when the line has settled: true on success.
   */
  requestQuantity(itemId: number, quantity: number): Promise<boolean> {
    this.pendingQuantities.set(itemId, quantity);
    this.pressCounts.set(itemId, (this.pressCounts.get(itemId) ?? 0) + 1);
    let sync = this.quantitySyncs.get(itemId);
    if (!sync) {
      sync = this.syncQuantity(itemId);
      this.quantitySyncs.set(itemId, sync);
    }
    return sync;
  }

  /** Sends the line's pending quantity until the server holds the latest one; one toast for the burst. */
  private async syncQuantity(itemId: number): Promise<boolean> {
    let couponRemoved: string | undefined;
    let ok = true;
    for (;;) {
      const quantity = this.pendingQuantities.get(itemId);
      if (quantity !== undefined) {
        runInAction(() => this.updatingItemIds.add(itemId));
        const result = await runRequest(this.root.notifier, () => this.root.sdk.cart.updateItemQuantity(itemId, quantity), {
          onSuccess: ({ data }) => (this.details = data),
          errorToast: FALLBACK_ERROR_MESSAGES.updateQuantity,
        });
        ok = result.ok;
        if (result.ok) couponRemoved = result.data.meta.coupon_removed ?? couponRemoved;
        runInAction(() => {
          this.updatingItemIds.delete(itemId);
          // A failure drops what is pending: the line shows the server's quantity again.
          if (!result.ok || this.pendingQuantities.get(itemId) === quantity) this.pendingQuantities.delete(itemId);
        });
        if (!ok) break;
      }
      await this.pauseInPresses(itemId);
      if (!this.pendingQuantities.has(itemId)) break;
    }
    this.quantitySyncs.delete(itemId);
    this.pressCounts.delete(itemId);
    if (ok) this.announceChange({ coupon_removed: couponRemoved }, SUCCESS_MESSAGES.cartUpdated);
    return ok;
  }

  /** Resolves once QUANTITY_SETTLE_MS have passed without a press on the line. */
  private async pauseInPresses(itemId: number): Promise<void> {
    for (let seen = -1; seen !== this.pressCounts.get(itemId); ) {
      seen = this.pressCounts.get(itemId) ?? 0;
      await delay(this.root.timers, QUANTITY_SETTLE_MS);
    }
  }

  /** Removes a line: "cart item successfully removed!" (or why the coupon went) or "Something went wrong!!". */
  async remove(itemId: number): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.cart.removeItem(itemId), {
      loading: (on) => (this.actionLoading = on),
      onSuccess: ({ data }) => (this.details = data),
      errorToast: FALLBACK_ERROR_MESSAGES.removeCartItem,
    });
    if (result.ok) this.announceChange(result.data.meta, SUCCESS_MESSAGES.cartItemRemoved);
    return result.ok;
  }

  /**
   * After a change to the items: when it took the coupon off, the server's reason is the toast (an error
   * toast, the shopper lost a discount) and stays in the coupon box; otherwise the usual success toast.
   */
  private announceChange(meta: Pick<CartChangeMeta, 'coupon_removed'>, done: string): void {
    this.couponRemoved = meta.coupon_removed ?? null;
    if (meta.coupon_removed) this.root.notifier.error(meta.coupon_removed);
    else this.root.notifier.success(done);
  }

  /** Replaces the details with a fresher copy from another call (coupon, wishlist move, payment choice). */
  replace(details: CartDetails): void {
    this.details = details;
    if (details.coupon_code) this.couponRemoved = null;
  }

  clear(): void {
    this.details = null;
    this.error = null;
    this.actionLoading = false;
    this.updatingItemIds.clear();
    this.pendingQuantities.clear();
    this.couponRemoved = null;
  }
}

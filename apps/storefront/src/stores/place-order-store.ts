import { makeAutoObservable } from 'mobx';
import { SOMETHING_WENT_WRONG, SUCCESS_MESSAGES } from '@storefront/domain';
import type { Order } from '@storefront/sdk';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/** Where an order result is shown (docs/product.md §2): the callback page, with the order as navigation state. */
export const PLACE_ORDER_CALLBACK = '/callbackUrl?action=place-order';

/** Placing an order paid on delivery or from the wallet. */
export class PlaceOrderStore {
  /** The place-order call is running: the button stays disabled so a double click makes one call. */
  placing = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /**
   * Places the cart as an order (docs/product.md §4): cash on delivery, or the wallet when it covers the
   * total. "your order successfully placed", the cart refreshed, then the callback page shows the order.
   * A failure toasts the server's message. The API answers a repeated submit of the same cart with the
   * same order, so even two calls make one order.
   */
  async place(): Promise<Order | null> {
    const { cart, checkout } = this.root;
    const addressId = cart.details?.address_id;
    if (this.placing || !addressId) return null;
    const walletOnly = checkout.walletCoversTotal;
    const result = await runRequest(
      this.root.notifier,
      () =>
        this.root.sdk.orders.place({
          address_id: addressId,
          payment_method: walletOnly ? 'wallet' : 'cod',
          use_wallet_balance: checkout.useWallet,
        }),
      {
        loading: (on) => (this.placing = on),
        successToast: SUCCESS_MESSAGES.orderPlaced,
        errorToast: SOMETHING_WENT_WRONG,
      },
    );
    if (!result.ok) return null;
    await cart.load();
    this.root.navigator.navigate(PLACE_ORDER_CALLBACK, { state: { order: result.data.data } });
    return result.data.data;
  }
}

import { AddressStore } from './address-store';
import { CheckoutStore } from './checkout-store';
import { GuestContactStore } from './guest-contact-store';
import { OrderHistoryStore } from './order-history-store';
import { PaymentsStore } from './payments-store';
import { PlaceOrderStore } from './place-order-store';
import type { RootStore } from './root-store';
import type { PaymentWindow } from './support/payment-window';
import { WalletStore } from './wallet-store';

/** The stores only the private screens use: checkout, my account and the payment callback. */
export interface PrivateScreenStores {
  address: AddressStore;
  checkout: CheckoutStore;
  placeOrder: PlaceOrderStore;
  payments: PaymentsStore;
  orderHistory: OrderHistoryStore;
  wallet: WalletStore;
  guestContact: GuestContactStore;
}

export type PrivateStoreBuilders = {
  [K in keyof PrivateScreenStores]: (root: RootStore, paymentWindow: PaymentWindow | undefined) => PrivateScreenStores[K];
};

/**
 * How RootStore builds each private store. This module is its own chunk, loaded with the first private
 * screen (`RootStore.loadPrivateStores`), so a public page's first load carries none of their code.
 */
export const privateStoreBuilders: PrivateStoreBuilders = {
  address: (root) => new AddressStore(root),
  checkout: (root) => new CheckoutStore(root),
  placeOrder: (root) => new PlaceOrderStore(root),
  payments: (root, paymentWindow) => new PaymentsStore(root, paymentWindow),
  orderHistory: (root) => new OrderHistoryStore(root),
  wallet: (root) => new WalletStore(root),
  guestContact: (root) => new GuestContactStore(root),
};

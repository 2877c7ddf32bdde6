import type { Order } from '@storefront/sdk';
import { masalaChai, type FakeApi } from '@storefront/sdk/testing';
import type { RootStore } from '../stores';

/**
 * Places a cash-on-delivery order of `quantity` Masala Chai packs for the signed-in shopper through the SDK
 * (as checkout does), optionally paying with wallet money first, and moves it to `status` in the fake.
 */
export async function placeFakeOrder(
  root: RootStore,
  fake: FakeApi,
  { status, quantity = 1, useWallet = false }: { status?: Order['status']; quantity?: number; useWallet?: boolean } = {},
): Promise<Order> {
  await root.sdk.cart.addItem({ item_id: masalaChai.id, item_type: 'Product', quantity });
  const { data: addresses } = await root.sdk.addresses.list();
  const { data: order } = await root.sdk.orders.place({
    address_id: addresses[0].id,
    payment_method: 'cod',
    use_wallet_balance: useWallet,
  });
  return status ? fake.setOrderStatus(order.id, status) : order;
}

/**
 * Guest orders for the tracking and attaching suites (tests only): a guest who checks out over HTTP the
 * way the storefront does (cart, guest checkout, address, contact details) and places a cash order.
 */
import { stockedProduct } from '../payments/testing/shopper';
import type { TestServerHandle } from './for-each-database';

export interface PlacedGuestOrder {
  /** The guest's session token. */
  token: string;
  /** The order ID the shopper sees (the invoice number). */
  orderId: string;
  id: number;
  total: number;
  productName: string;
}

/** Under the store's cash-on-delivery limit (₹10,000), with room for the COD charge. */
const COD_PRICE_CEILING_PAISE = 400_000;

/** A guest orders one product with cash on delivery, giving `phone` and (when set) `email`. */
export async function placeGuestOrder(server: TestServerHandle, contact: { phone: string; email?: string }): Promise<PlacedGuestOrder> {
  const product = await stockedProduct(server, 20, COD_PRICE_CEILING_PAISE);
  const added = await server.api.post('/carts/add_item', { json: { item_id: product.id, item_type: 'Product', quantity: 1 } });
  if (added.status !== 200) throw new Error(`add_item answered ${added.status}`);
  const guest = await server.api.post('/carts/guest_checkout', { cartToken: added.body.data.cart_token });
  if (guest.status !== 200) throw new Error(`guest_checkout answered ${guest.status}`);
  const token = guest.body.data.token as string;
  const recorded = await server.api.post('/users/guest_user', {
    token,
    json: { name: 'Asha Rao', full_phone_number: contact.phone, ...(contact.email ? { email: contact.email } : {}) },
  });
  if (recorded.status !== 200) throw new Error(`guest_user answered ${recorded.status}: ${JSON.stringify(recorded.body)}`);
  const address = await server.api.post('/addresses', {
    token,
    json: { name: 'Asha Rao', phone: contact.phone, address_line_1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  });
  if (address.status !== 201) throw new Error(`createAddress answered ${address.status}`);
  const order = await server.api.post('/orders', { token, json: { address_id: address.body.data.address.id, payment_method: 'cod' } });
  if (order.status !== 201) throw new Error(`placeOrder answered ${order.status}: ${JSON.stringify(order.body)}`);
  return {
    token,
    orderId: order.body.data.invoice_number,
    id: order.body.data.id,
    total: order.body.data.total,
    productName: order.body.data.items[0].product_name,
  };
}

/** Forgets the tracking limiter's counts, so each test starts with a full budget. */
export async function resetTrackingLimits(server: TestServerHandle): Promise<void> {
  await server.db.deleteFrom('rate_limit_events').where('key', 'like', 'order-track-%').execute();
}

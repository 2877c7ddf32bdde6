/**
 * The CLI's flow against `@storefront/sdk/testing`'s fake of the whole API (msw intercepting fetch in this
 * process): no server, no network. Exits non-zero when the order is not what the flow should make.
 */
import assert from 'node:assert/strict';
import { createMemoryTokenStore, createStorefrontSdk } from '@storefront/sdk';
import { createFakeApi, setupFakeServer } from '@storefront/sdk/testing';
import { guestCheckout } from './guest-checkout.js';

const fake = createFakeApi();
const server = setupFakeServer(fake);
server.listen();
try {
  const sdk = createStorefrontSdk({ baseUrl: fake.baseUrl, tokenStore: createMemoryTokenStore() });
  const order = await guestCheckout(sdk, { log: () => undefined });

  assert.equal(order.payment_method, 'cod');
  assert.equal(order.status, 'placed');
  assert.match(order.invoice_number, /^INV-\d{4}-\d{6}$/);
  assert.ok(order.cod_charge > 0, 'a cash-on-delivery order carries the COD charge');
  assert.equal(order.items.length, 1);
  assert.deepEqual(fake.violations, [], 'the fake answered within the contract');
  // The guest's session placed it: the same SDK sees the order in its list.
  const { data: mine } = await sdk.orders.myOrders();
  assert.deepEqual(
    mine.map((o) => o.id),
    [order.id],
  );
  console.log(`Fake API: guest COD order ${order.invoice_number} placed, ${order.items[0].product_name} x${order.items[0].quantity}`);
} finally {
  server.close();
}

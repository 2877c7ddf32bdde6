#!/usr/bin/env -S npx tsx
/**
 * The whole shopper journey over plain HTTP, through the SDK: browse, search, add to cart as a
 * guest, log in and keep the cart, apply a coupon, add an address, place a COD order, see it in my orders,
 * cancel it. Prints each step, the request count and the time; exits non-zero if a step misbehaves.
 *
 *   npx tsx tools/bench/shopper-journey.mts [baseUrl]      (default http://127.0.0.1:3000/api/v1)
 */
import { performance } from 'node:perf_hooks';
import { createMemoryTokenStore, createStorefrontSdk } from '@storefront/sdk';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000/api/v1';
let requests = 0;
const countingFetch: typeof fetch = (input, init) => {
  requests++;
  return fetch(input, init);
};
const tokenStore = createMemoryTokenStore();
const sdk = createStorefrontSdk({ baseUrl, tokenStore, fetch: countingFetch });

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`Journey check failed: ${what}`);
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const before = requests;
  const started = performance.now();
  const result = await run();
  console.log(`${name.padEnd(44)} ${String(requests - before).padStart(2)} req  ${(performance.now() - started).toFixed(1).padStart(7)} ms`);
  return result;
}

const started = performance.now();
await step('browse: settings, categories, first page', async () => {
  await Promise.all([sdk.settings.get(), sdk.catalog.allCategories(), sdk.catalog.filter({ page: 1 })]);
});
const product = await step('search "shirt" and open a result', async () => {
  const { data } = await sdk.search.products('shirt');
  check(data.length > 0, 'search finds shirts');
  return (await sdk.catalog.product(data[0].id)).data;
});
await step('add to cart as a guest (cart token)', async () => {
  const variant = product.variants.find((v) => v.stock_qty > 0 || v.back_order);
  await sdk.cart.addItem(
    variant ? { item_id: variant.id, item_type: 'Variant', quantity: 2 } : { item_id: product.id, item_type: 'Product', quantity: 2 },
  );
  check(tokenStore.get('cart_token'), 'a cart token was issued');
});
await step('log in as the demo customer, cart kept', async () => {
  await sdk.auth.login({ email: 'demo@storefront.test', password: 'Demo@1234' });
  const { data: cart } = await sdk.cart.get();
  check(cart.cart_items.some((i) => i.product_name === product.name), 'the guest cart survived login');
});
await step('apply coupon WELCOME10', async () => {
  const { data: cart } = await sdk.coupons.apply('WELCOME10');
  check(cart.coupon_code === 'WELCOME10' && cart.applied_discount > 0, 'discount applied');
});
const address = await step('add a delivery address and use it', async () => {
  const { data: states } = await sdk.addresses.states();
  const state = states.find((s) => s.code === 'MH') ?? states[0];
  const { data: cities } = await sdk.addresses.cities(state.id);
  const { data } = await sdk.addresses.create({
    name: 'Demo Shopper',
    phone: '9876543210',
    address_line_1: 'Flat 4B, Sea View Apartments',
    landmark: 'Near Juhu Beach',
    city: cities.cities[0]?.name ?? 'Mumbai',
    state: state.name,
    pincode: '400049',
    address_type: 'home',
  });
  await sdk.cart.addAddress(data.address.id);
  return data.address;
});
const order = await step('place a cash on delivery order', async () => {
  await sdk.cart.setCodCharge(true);
  const { data } = await sdk.orders.place({ address_id: address.id, payment_method: 'cod', use_wallet_balance: false });
  check(data.invoice_number && data.status === 'placed', 'order placed');
  return data;
});
await step('see it in my orders', async () => {
  const { data } = await sdk.orders.myOrders();
  check(data.some((o) => o.id === order.id), 'my orders lists it');
});
await step('cancel it', async () => {
  const { data } = await sdk.orders.cancel(order.id, 'Changed my mind');
  check(data.status === 'cancelled', 'cancelled');
});

console.log(`\nJourney: ${requests} requests in ${(performance.now() - started).toFixed(0)} ms (order ${order.invoice_number})`);

#!/usr/bin/env -S npx tsx
/**
 * Uses the commerce SDK against a running API: lists products, adds one to a cart, and places a
 * cash-on-delivery order as a guest.
 *
 *   npx tsx tools/examples/guest-cod-order.ts [baseUrl]      (default http://localhost:3000/api/v1)
 */
import { createMemoryTokenStore, createStorefrontSdk, SdkError } from '@storefront/sdk';

async function main(baseUrl: string) {
  const sdk = createStorefrontSdk({ baseUrl, tokenStore: createMemoryTokenStore() });

  const { data: products, meta } = await sdk.catalog.filter({ page: 1, in_stock: true });
  console.log(`Catalogue: ${meta.total_count} products; first page:`);
  for (const p of products.slice(0, 5)) console.log(`  #${p.id} ${p.name}  ₹${p.price_with_tax}`);

  const product = products.find((p) => p.in_stock);
  if (!product) throw new Error('No product in stock on the first page');
  const detail = await sdk.catalog.product(product.id);
  const variant = detail.data.variants.find((v) => v.stock_qty > 0 || v.back_order);
  const item = variant
    ? { item_id: variant.id, item_type: 'Variant' as const, quantity: 1 }
    : { item_id: product.id, item_type: 'Product' as const, quantity: 1 };
  await sdk.cart.addItem(item);
  console.log(`Added ${product.name} to a new cart (cart token kept by the SDK).`);

  await sdk.auth.guestCheckout();
  await sdk.auth.createGuestUser({ name: 'Guest Shopper', full_phone_number: '9123456780', email: 'guest@example.in' });
  const { data: states } = await sdk.addresses.states();
  const state = states.find((s) => s.code === 'KA') ?? states[0];
  const { data: cityList } = await sdk.addresses.cities(state.id);
  const { data: saved } = await sdk.addresses.create({
    name: 'Guest Shopper',
    phone: '9123456780',
    address_line_1: '12, 4th Cross, Indiranagar',
    city: cityList.cities[0]?.name ?? 'Bengaluru',
    state: state.name,
    pincode: '560038',
    address_type: 'home',
  });
  await sdk.cart.addAddress(saved.address.id);
  await sdk.cart.setCodCharge(true);

  const { data: cart } = await sdk.cart.get();
  console.log(`Cart total ₹${cart.total} (sub-total ₹${cart.sub_total}, shipping ₹${cart.shipping_charge}).`);

  const { data: order } = await sdk.orders.place({
    address_id: saved.address.id,
    payment_method: 'cod',
    use_wallet_balance: false,
  });
  console.log(`Placed order ${order.invoice_number} (id ${order.id}), status ${order.status}, total ₹${order.total}.`);
}

main(process.argv[2] ?? 'http://localhost:3000/api/v1').catch((error: unknown) => {
  if (error instanceof SdkError) console.error(`${error.operation} failed (${error.status}): ${error.message}`);
  else console.error(error);
  process.exit(1);
});

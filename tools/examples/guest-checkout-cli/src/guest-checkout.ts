import type { Category, Order, ProductSummary, StorefrontSdk } from '@storefront/sdk';

/** Who orders and where it goes: a guest gives a name, a mobile number and an address, no password. */
export interface GuestDetails {
  name: string;
  /** 10 digits. */
  phone: string;
  email?: string;
  addressLine: string;
  city?: string;
  /** A state code or name from `sdk.addresses.states()`. */
  state: string;
  /** 6 digits, the first not 0. */
  pincode: string;
}

export interface GuestCheckoutOptions {
  /** The category to list (name, any case); the first top-level category when not given. */
  category?: string;
  /** What to search for; the first word of the listed product's name when not given. */
  search?: string;
  guest?: GuestDetails;
  /** Where progress goes (one line per step). */
  log?: (line: string) => void;
}

export const demoGuest: GuestDetails = {
  name: 'Guest Shopper',
  phone: '9123456780',
  email: 'guest@example.in',
  addressLine: '12, 4th Cross, Indiranagar',
  state: 'KA',
  pincode: '560038',
};

const rupees = (amount: number) => `₹${amount.toFixed(2)}`;

function findCategory(tree: Category[], name: string): Category | undefined {
  for (const category of tree) {
    if (category.name.toLowerCase() === name.toLowerCase()) return category;
    const child = findCategory(category.childrens, name);
    if (child) return child;
  }
  return undefined;
}

/**
 * A shopper's whole visit without an account: lists a category, searches, puts the first product that can
 * be bought into a new cart, becomes a guest (the cart moves to the guest's session), gives an address and
 * places a cash-on-delivery order. Answers the order.
 */
export async function guestCheckout(sdk: StorefrontSdk, options: GuestCheckoutOptions = {}): Promise<Order> {
  const { guest = demoGuest, log = console.log } = options;

  const { data: tree } = await sdk.catalog.allCategories();
  const category = options.category ? findCategory(tree, options.category) : tree[0];
  if (!category) throw new Error(`No category named "${options.category}" (there are: ${tree.map((c) => c.name).join(', ')})`);
  const { data: listed, meta } = await sdk.catalog.filter({ 'category_ids[]': [category.id], in_stock: true, per_page: 5 });
  log(`${category.name}: ${meta.total_count} products in stock`);
  for (const product of listed) log(`  #${product.id} ${product.name}  ${rupees(product.price_with_tax)}`);

  const query = options.search ?? listed[0]?.name.split(/\s+/)[0] ?? category.name;
  const { data: found } = await sdk.search.products(query);
  log(`Search "${query}": ${found.length} products`);
  for (const product of found.slice(0, 5)) log(`  #${product.id} ${product.name}`);

  const product: ProductSummary | undefined = [...found, ...listed].find((p) => p.in_stock);
  if (!product) throw new Error(`Nothing to buy: no product in stock in "${category.name}" or for "${query}"`);
  const { data: detail } = await sdk.catalog.product(product.id);
  const variant = detail.variants.find((v) => v.stock_qty > 0 || v.back_order);
  if (detail.variants.length > 0 && !variant) throw new Error(`${product.name} has no variant in stock`);
  await sdk.cart.addItem(
    variant
      ? { item_id: variant.id, item_type: 'Variant', quantity: 1 }
      : { item_id: product.id, item_type: 'Product', quantity: 1 },
  );
  log(`Added ${product.name}${variant ? ` (${variant.sku})` : ''} to a new cart`);

  const { data: paymentOptions } = await sdk.settings.paymentOptions();
  if (!paymentOptions.some((option) => option.code === 'cod')) throw new Error('This store does not offer cash on delivery');

  // The cart token becomes a guest session: from here on the SDK sends Authorization.
  await sdk.auth.guestCheckout();
  await sdk.auth.createGuestUser({ name: guest.name, full_phone_number: guest.phone, email: guest.email });
  const { data: states } = await sdk.addresses.states();
  const state = states.find((s) => s.code === guest.state || s.name === guest.state);
  if (!state) throw new Error(`Unknown state "${guest.state}"`);
  const { data: cityList } = await sdk.addresses.cities(state.id);
  const { data: saved } = await sdk.addresses.create({
    name: guest.name,
    phone: guest.phone,
    address_line_1: guest.addressLine,
    city: guest.city ?? cityList.cities[0]?.name ?? state.name,
    state: state.name,
    pincode: guest.pincode,
    address_type: 'home',
  });
  await sdk.cart.addAddress(saved.address.id);
  // The cart shows the cash-on-delivery charge the order will carry.
  const { data: cart } = await sdk.cart.setCodCharge(true);
  log(`Cart ${rupees(cart.total)} (items ${rupees(cart.sub_total)}, shipping ${rupees(cart.shipping_charge)}, COD ${rupees(cart.cod_charge)})`);

  const { data: order } = await sdk.orders.place({ address_id: saved.address.id, payment_method: 'cod', use_wallet_balance: false });
  log(`Placed order ${order.invoice_number} (id ${order.id}): ${order.status}, ${rupees(order.amount_due)} to pay on delivery`);
  return order;
}

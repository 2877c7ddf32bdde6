import type { TestServerHandle } from '../../testing';

export interface TestShopper {
  /** Guest session token (Authorization). */
  token: string;
  productId: number;
  quantity: number;
  /** The cart total in rupees, as GET /carts priced it. */
  total: number;
}

/** Hands each shopper of a test file another product, so stock checks of one test see no other test. */
let productsHandedOut = 0;

/** A product sold on its own (no variants), active, not on back order, with stock to spare. */
export async function stockedProduct(server: TestServerHandle, minimum = 20, maxPricePaise?: number): Promise<{ id: number; stock: number }> {
  const row = await server.db
    .selectFrom('products as p')
    .select(['p.id', 'p.stock_qty'])
    .where('p.is_active', '=', 1)
    .where('p.back_order', '=', 0)
    .where('p.stock_qty', '>=', minimum)
    .$if(maxPricePaise !== undefined, (q) => q.where('p.price', '<=', maxPricePaise as number))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id'))))
    .orderBy('p.id')
    .offset(productsHandedOut++ % 40)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: row.id, stock: row.stock_qty };
}

export async function stockOf(server: TestServerHandle, productId: number): Promise<number> {
  const row = await server.db.selectFrom('products').select('stock_qty').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.stock_qty;
}

/**
 * A guest shopper over plain HTTP, the way the storefront makes one: add to cart anonymously, guest
 * checkout, add an address and put it on the cart.
 */
export async function guestShopper(server: TestServerHandle, options: { quantity?: number; productId?: number } = {}): Promise<TestShopper> {
  const quantity = options.quantity ?? 2;
  const productId = options.productId ?? (await stockedProduct(server)).id;
  const added = await server.api.post('/carts/add_item', { json: { item_id: productId, item_type: 'Product', quantity } });
  if (added.status !== 200) throw new Error(`add_item answered ${added.status}: ${JSON.stringify(added.body)}`);
  const cartToken = added.body.data.cart_token as string;
  const guest = await server.api.post('/carts/guest_checkout', { cartToken });
  if (guest.status !== 200) throw new Error(`guest_checkout answered ${guest.status}: ${JSON.stringify(guest.body)}`);
  const token = guest.body.data.token as string;
  // The order confirmation's address, which the store asks guests for (guest_email_required).
  const contact = await server.api.post('/users/guest_user', {
    token,
    json: { name: 'Asha Rao', full_phone_number: '9876543210', email: 'asha.rao@storefront.test' },
  });
  if (contact.status !== 200) throw new Error(`guest_user answered ${contact.status}: ${JSON.stringify(contact.body)}`);
  const address = await server.api.post('/addresses', {
    token,
    json: { name: 'Asha Rao', phone: '9876543210', address_line_1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  });
  if (address.status !== 201) throw new Error(`createAddress answered ${address.status}: ${JSON.stringify(address.body)}`);
  const onCart = await server.api.post('/carts/add_address', { token, json: { address_id: address.body.data.address.id } });
  if (onCart.status !== 200) throw new Error(`add_address answered ${onCart.status}: ${JSON.stringify(onCart.body)}`);
  return { token, productId, quantity, total: onCart.body.data.total as number };
}

/** Credits the shopper's wallet directly (there is no API for it). */
export async function creditWallet(server: TestServerHandle, token: string, rupees: number): Promise<void> {
  const me = await server.api.get('/users/current_user_detail', { token });
  await server.db
    .insertInto('wallet_transactions')
    .values({
      user_id: me.body.data.id as number,
      kind: 'credit',
      amount: Math.round(rupees * 100),
      description: 'Test credit',
      order_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

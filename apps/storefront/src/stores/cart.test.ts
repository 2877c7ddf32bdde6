import { backOrderKettle, floralDress, oxfordShirt, stovetopKettle } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

describe('cart', () => {
  it('add to cart keeps the new cart_token, reloads the cart and counts it in the badge', async () => {
    const { root, notifier, tokenStore } = createTestStore(fake);
    await root.start();
    expect(root.auth.hasCartToken).toBe(false);

    const added = await root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 2 });

    expect(added).toBe(true);
    expect(tokenStore.get('cart_token')).toEqual(expect.any(String));
    expect(root.auth.hasCartToken).toBe(true);
    expect(root.cart.totalQuantity).toBe(2);
    expect(root.cart.items.map((item) => item.product_name)).toEqual([floralDress.name]);
    expect(notifier.successes).toEqual(['Item added to cart!!']);
  });

  it('a returning visitor sees the cart of the token they hold', async () => {
    const first = createTestStore(fake);
    await first.root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 1 });
    const cartToken = first.tokenStore.get('cart_token') ?? '';

    const { root } = createTestStore(fake, { tokens: { cart_token: cartToken } });
    await root.start();

    expect(root.cart.totalQuantity).toBe(1);
  });

  it('shows the server message when the add is refused', async () => {
    const { root, notifier } = createTestStore(fake);
    const added = await root.cart.add({ item_id: stovetopKettle.id, item_type: 'Product', quantity: 6 });

    expect(added).toBe(false);
    expect(notifier.errors).toEqual(['5 product(s) in stock']);
    expect(root.cart.actionLoading).toBe(false);
  });

  it('says "add to cart error" when the server gives no message', async () => {
    const { root, notifier } = createTestStore(fake);
    failRequest(server, fake, 'post', '/carts/add_item');

    await root.cart.add({ item_id: oxfordShirt.variants[0].id, item_type: 'Variant', quantity: 1 });

    expect(notifier.errors).toEqual(['add to cart error']);
  });

  it('removing a line says "cart item successfully removed!" and updates the badge', async () => {
    const { root, notifier } = createTestStore(fake);
    await root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 1 });
    const [line] = root.cart.items;

    await root.cart.remove(line.id);

    expect(root.cart.totalQuantity).toBe(0);
    expect(notifier.successes).toContain('cart item successfully removed!');
  });

  it('a failed cart load clears the cart details', async () => {
    const { root } = createTestStore(fake);
    await root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 1 });
    failRequest(server, fake, 'get', '/carts');

    await root.cart.load();

    expect(root.cart.details).toBeNull();
    expect(root.cart.totalQuantity).toBe(0);
    expect(root.cart.error).not.toBeNull();
  });
});

describe('cart stepper', () => {
  async function cartWith(productId: number, quantity: number) {
    const store = createTestStore(fake);
    await store.root.cart.add({ item_id: productId, item_type: 'Product', quantity });
    return { ...store, line: () => store.root.cart.items[0] };
  }

  it('blocks going below 1, and 0 with allow-zero removes the line', async () => {
    const { root, line, notifier } = await cartWith(floralDress.id, 1);
    expect(await root.cart.step(line(), -1)).toBe(false);
    expect(line().quantity).toBe(1);
    expect(await root.cart.step(line(), -1, true)).toBe(true);
    expect(root.cart.isEmpty).toBe(true);
    expect(notifier.successes.at(-1)).toBe('cart item successfully removed!');
  });

  it('blocks going beyond stock with "{n} product(s) in stock" and sends nothing', async () => {
    const { root, line, notifier } = await cartWith(stovetopKettle.id, 5);
    expect(await root.cart.step(line(), 1)).toBe(false);
    expect(notifier.errors).toEqual(['5 product(s) in stock']);
    expect(line().quantity).toBe(5);
  });

  it('lets a back-order product go beyond stock', async () => {
    const { root, line } = await cartWith(backOrderKettle.id, 1);
    expect(line().stock_qty).toBe(0);
    expect(await root.cart.step(line(), 1)).toBe(true);
    expect(line().quantity).toBe(2);
  });

  it('a typed quantity is clamped: text or 0 becomes 1, beyond stock becomes the stock', async () => {
    const { root, line, notifier } = await cartWith(stovetopKettle.id, 2);
    await root.cart.setTyped(line(), '0');
    expect(line().quantity).toBe(1);
    await root.cart.setTyped(line(), '99');
    expect(line().quantity).toBe(5);
    expect(notifier.errors).toEqual(['5 product(s) in stock']);
  });

  it('a double click while the line updates sends one change; a failure says "Failed to update quantity"', async () => {
    const { root, line, notifier } = await cartWith(floralDress.id, 1);
    await Promise.all([root.cart.step(line(), 1), root.cart.step(line(), 1)]);
    expect(line().quantity).toBe(2);
    failRequest(server, fake, 'put', `/carts/update_item_quantity/${line().id}`);
    expect(await root.cart.step(line(), 1)).toBe(false);
    expect(notifier.errors).toEqual(['Failed to update quantity']);
    expect(root.cart.updatingItemId).toBeNull();
  });
});

import type { CartItem } from '@storefront/sdk';
import { backOrderKettle, cottonTop, floralDress, oxfordShirt, stovetopKettle } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';

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

  it('presses made while the line updates show at once and go out together as one more update', async () => {
    const { root, line, notifier } = await cartWith(floralDress.id, 1);
    const sent: number[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') void request.clone().json().then((body: { quantity: number }) => sent.push(body.quantity));
    };
    server.events.on('request:start', onRequest);
    try {
      const presses = [1, 2, 3, 4, 5, 6, 7].map(() => root.cart.step(line(), 1));
      expect(root.cart.quantityOf(line())).toBe(8);
      expect(root.cart.isUpdating(line().id)).toBe(true);
      expect(await Promise.all(presses)).toEqual([true, true, true, true, true, true, true]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    expect(sent).toEqual([2, 8]);
    expect(line().quantity).toBe(8);
    expect(root.cart.quantityOf(line())).toBe(8);
    expect(root.cart.isUpdating(line().id)).toBe(false);
    expect(notifier.successes.filter((m) => m === 'cart successfully updated!')).toHaveLength(1);
  });

  it('presses a little apart, each after the last update answered, still go out as one update', async () => {
    const { root, line } = await cartWith(floralDress.id, 1);
    const sent: number[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') void request.clone().json().then((body: { quantity: number }) => sent.push(body.quantity));
    };
    server.events.on('request:start', onRequest);
    try {
      const first = root.cart.step(line(), 1);
      for (let press = 0; press < 6; press += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        void root.cart.step(line(), 1);
      }
      expect(root.cart.quantityOf(line())).toBe(8);
      expect(await first).toBe(true);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    expect(sent).toEqual([2, 8]);
    expect(line().quantity).toBe(8);
  });

  it('pending presses count against the stock, and a failure shows the server quantity again with "Failed to update quantity"', async () => {
    const { root, line, notifier } = await cartWith(stovetopKettle.id, 3);
    const presses = [root.cart.step(line(), 1), root.cart.step(line(), 1), root.cart.step(line(), 1)];
    expect(root.cart.quantityOf(line())).toBe(5);
    expect(notifier.errors).toEqual(['5 product(s) in stock']);
    await Promise.all(presses);
    expect(line().quantity).toBe(5);

    failRequest(server, fake, 'put', `/carts/update_item_quantity/${line().id}`);
    const failed = root.cart.step(line(), -1);
    expect(root.cart.quantityOf(line())).toBe(4);
    expect(await failed).toBe(false);
    expect(notifier.errors).toEqual(['5 product(s) in stock', 'Failed to update quantity']);
    expect(root.cart.quantityOf(line())).toBe(5);
    expect(root.cart.isUpdating(line().id)).toBe(false);
  });
});

describe('a coupon the cart falls below', () => {
  async function cartWithFlat100() {
    const store = createTestStore(fake);
    await signInDemoCustomer(store.root);
    await store.root.start();
    for (const line of store.root.cart.items) await store.root.cart.remove(line.id);
    await store.root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 1 });
    await store.root.cart.add({ item_id: cottonTop.id, item_type: 'Product', quantity: 1 });
    expect(await store.root.coupons.apply('FLAT100')).toBe(true);
    const lineOf = (productId: number) => store.root.cart.items.find((item) => item.product_id === productId) as CartItem;
    return { ...store, lineOf };
  }

  it("removing a line says why the coupon went (the server's message), in a toast and for the coupon box", async () => {
    const { root, notifier, lineOf } = await cartWithFlat100();
    expect(await root.cart.remove(lineOf(floralDress.id).id)).toBe(true);

    const why = 'Coupon FLAT100 needs a minimum cart value of ₹999: add items worth ₹300 more. The coupon was removed.';
    expect(root.cart.details?.coupon_code).toBeNull();
    expect(notifier.errors.at(-1)).toBe(why);
    expect(notifier.successes.at(-1)).not.toBe('cart item successfully removed!');
    expect(root.cart.couponRemoved).toBe(why);

    // Applying a coupon again clears the reason.
    await root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 1 });
    await root.coupons.apply('FLAT100');
    expect(root.cart.couponRemoved).toBeNull();
  });

  it('a burst of presses that takes the cart below the minimum says why once, instead of "cart successfully updated!"', async () => {
    const { root, notifier, lineOf } = await cartWithFlat100();
    await root.cart.remove(lineOf(floralDress.id).id);
    await root.cart.step(lineOf(cottonTop.id), 2);
    await root.coupons.apply('FLAT100');
    const before = notifier.successes.length;

    await Promise.all([root.cart.step(lineOf(cottonTop.id), -1), root.cart.step(lineOf(cottonTop.id), -1)]);

    expect(lineOf(cottonTop.id).quantity).toBe(1);
    expect(root.cart.details?.coupon_code).toBeNull();
    expect(notifier.errors.at(-1)).toBe('Coupon FLAT100 needs a minimum cart value of ₹999: add items worth ₹300 more. The coupon was removed.');
    expect(notifier.successes.slice(before)).not.toContain('cart successfully updated!');
    expect(root.cart.couponRemoved).toBe(notifier.errors.at(-1));
  });
});

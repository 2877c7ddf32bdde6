import { floralDress } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

async function signedIn() {
  const store = createTestStore(fake);
  await signInDemoCustomer(store.root);
  return store;
}

describe('wishlist', () => {
  it('adding refreshes the list and the badge: "Item added to wishlist!!"', async () => {
    const { root, notifier } = await signedIn();

    await root.wishlist.add(floralDress.id);

    expect(root.wishlist.count).toBe(1);
    expect(root.wishlist.has(floralDress.id)).toBe(true);
    expect(notifier.successes).toEqual(['Item added to wishlist!!']);
  });

  it('removing says "Item removed from wishlist!!"', async () => {
    const { root, notifier } = await signedIn();
    await root.wishlist.add(floralDress.id);

    await root.wishlist.remove(root.wishlist.entryFor(floralDress.id)?.id ?? 0);

    expect(root.wishlist.count).toBe(0);
    expect(notifier.successes).toContain('Item removed from wishlist!!');
  });

  it('a failed add says "add wish error!"', async () => {
    const { root, notifier } = await signedIn();
    failRequest(server, fake, 'post', '/wishlists/add_item');

    await root.wishlist.add(floralDress.id);

    expect(notifier.errors).toEqual(['add wish error!']);
  });

  it('a signed-out shopper gets the sign-in prompt instead', async () => {
    const { root, notifier } = createTestStore(fake);

    const added = await root.wishlist.add(floralDress.id);

    expect(added).toBe(false);
    expect(root.ui.signInPromptOpen).toBe(true);
    expect(notifier.toasts).toEqual([]);
  });

  it('moving to the cart adds it to the cart and removes it from the wishlist', async () => {
    const { root } = await signedIn();
    await root.wishlist.add(floralDress.id);

    await root.wishlist.moveToCart(root.wishlist.entryFor(floralDress.id)?.id ?? 0);

    expect(root.wishlist.count).toBe(0);
    expect(root.cart.totalQuantity).toBe(1);
  });
});

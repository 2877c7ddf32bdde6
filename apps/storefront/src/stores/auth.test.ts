import { demoCustomer, floralDress } from '@storefront/sdk/testing';
import { createTestStore, type TestStoreOptions } from '../test-utils/test-store';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';

const { fake } = installFakeApi();

/** A RootStore for a shopper who signed in on an earlier visit. */
async function signedInStore(options: TestStoreOptions = {}) {
  const token = await signInDemoCustomer(createTestStore(fake).root);
  const store = createTestStore(fake, { ...options, tokens: { auth_token: token, ...options.tokens } });
  await store.root.start();
  return { ...store, token };
}

describe('signed-in shopper', () => {
  it('is loaded at start-up with the wishlist', async () => {
    const { root } = await signedInStore();
    expect(root.auth.isSignedIn).toBe(true);
    expect(root.auth.user?.email).toBe(demoCustomer.user.email);
    expect(root.auth.checkingUser).toBe(false);
  });

  it('a "Token expired." answer signs the shopper out and offers the sign-in prompt', async () => {
    const { root, tokenStore, token } = await signedInStore();
    await root.wishlist.add(floralDress.id);
    expect(root.wishlist.count).toBe(1);

    fake.expireSession(token);
    await root.auth.loadUser();

    expect(tokenStore.get('auth_token')).toBeNull();
    expect(root.auth.isSignedIn).toBe(false);
    expect(root.auth.user).toBeNull();
    expect(root.wishlist.count).toBe(0);
    expect(root.wishlist.items).toEqual([]);
    expect(root.ui.signInPromptOpen).toBe(true);
    expect(root.ui.authRoute).toBe('/login');
  });

  it('a returning shopper whose token expired gets the sign-in prompt at start-up, not a broken page', async () => {
    const token = await signInDemoCustomer(createTestStore(fake).root);
    fake.expireSession(token);
    const { root } = createTestStore(fake, { tokens: { auth_token: token } });
    await root.start();
    expect(root.auth.isSignedIn).toBe(false);
    expect(root.auth.checkingUser).toBe(false);
    expect(root.ui.signInPromptOpen).toBe(true);
  });

  it('logout waits 1 s, clears all local storage, then reloads the cart and the user', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { root, tokenStore } = await signedInStore();
      await root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 1 });
      tokenStore.set('isPhonepe', 'true');

      const done = root.auth.logout();
      await jest.advanceTimersByTimeAsync(999);
      expect(root.auth.isSignedIn).toBe(true);
      expect(tokenStore.get('auth_token')).not.toBeNull();

      await jest.advanceTimersByTimeAsync(1);
      await done;

      expect(tokenStore.get('auth_token')).toBeNull();
      expect(tokenStore.get('isPhonepe')).toBeNull();
      expect(root.auth.user).toBeNull();
      expect(root.auth.isSignedIn).toBe(false);
      expect(root.cart.totalQuantity).toBe(0);
      expect(root.wishlist.items).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('account guard state', () => {
  it('is checking while a token is held and the user not yet loaded', () => {
    const { root } = createTestStore(fake, { tokens: { auth_token: 'held-token' } });
    expect(root.auth.checkingUser).toBe(true);
  });

  it('is not checking without a token', () => {
    const { root } = createTestStore(fake);
    expect(root.auth.checkingUser).toBe(false);
  });

  it('an unknown token leaves no user once checked', async () => {
    const { root } = createTestStore(fake, { tokens: { auth_token: 'unknown-token' } });
    await root.auth.loadUser();
    expect(root.auth.checkingUser).toBe(false);
    expect(root.auth.user).toBeNull();
  });
});

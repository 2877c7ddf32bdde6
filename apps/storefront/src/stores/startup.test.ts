import { demoCustomer, demoStore } from '@storefront/sdk/testing';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

/** Paths the store asked the API for, in order. */
function recordRequests(): string[] {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    paths.push(`${request.method} ${url.pathname.replace('/api/v1', '')}${url.search}`);
  };
  beforeEach(() => {
    paths.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return paths;
}

describe('start-up', () => {
  it('fills settings, CMS pages, categories, top categories, cart and coupons', async () => {
    const { root, tokenStore } = createTestStore(fake, { env: { document } });

    expect(root.ready).toBe(false);
    await root.start();

    expect(root.ready).toBe(true);
    expect(root.startupDone).toBe(true);
    expect(root.settings.storeName).toBe(demoStore.name);
    expect(root.settings.currencySymbol).toBe('₹');
    expect(root.settings.formatPrice(1299)).toBe('₹1,299.00');
    expect(root.content.pageList.value.length).toBeGreaterThan(0);
    expect(root.categories.tree.value.length).toBeGreaterThan(0);
    expect(root.categories.top.every((c) => c.is_top)).toBe(true);
    expect(root.categories.top.length).toBeGreaterThan(0);
    expect(root.cart.totalQuantity).toBe(0);
    expect(root.coupons.coupons.length).toBeGreaterThan(0);
    // The saved logo shows on the next visit's loading screen.
    expect(tokenStore.get('current-app-logo')).toBe(demoStore.logo);
    // A visitor with no token has no user and no wishlist.
    expect(root.auth.user).toBeNull();
    expect(root.wishlist.items).toEqual([]);
  });

  it('sets the page title, icon and colour variables from the settings', async () => {
    const { root } = createTestStore(fake, { env: { document } });
    await root.start();

    expect(document.title).toBe(demoStore.name);
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href).toBe(demoStore.favicon);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--sf-bg')).toBe(demoStore.background_color);
    expect(style.getPropertyValue('--sf-text')).toBe(demoStore.text_color);
    expect(style.getPropertyValue('--sf-hover')).toBe(demoStore.hover_color);
    expect(style.getPropertyValue('--sf-border')).toBe(demoStore.border_color);
  });

  describe('requests', () => {
    const requests = recordRequests();

    it('leaves the home sections to the home screen: a product page or the list never asks for them', async () => {
      const { root } = createTestStore(fake);
      await root.start();

      expect(requests).toContain('GET /store_settings');
      const homeCalls = requests.filter((r) => /\/banners|\/products\/v1\/|\/collections|\/brands|\/products\/filter/.test(r));
      expect(homeCalls).toEqual([]);
      expect(root.home.empty).toBe(true);
    });

    it('loads the user and the wishlist when an auth token exists', async () => {
      const token = await signInDemoCustomer(createTestStore(fake).root);

      const { root } = createTestStore(fake, { tokens: { auth_token: token } });
      await root.start();

      expect(root.auth.user?.name).toBe(demoCustomer.user.name);
      expect(requests).toContain('GET /wishlists');
      expect(requests).toContain('GET /users/current_user_detail');
    });

    it('loads the wishlist, not the user, when only a cart token exists', async () => {
      const { root } = createTestStore(fake, { tokens: { cart_token: 'anonymous-cart' } });
      await root.start();

      expect(requests).toContain('GET /wishlists');
      expect(requests).not.toContain('GET /users/current_user_detail');
      expect(root.auth.user).toBeNull();
    });

    it('loads neither without tokens', async () => {
      const { root } = createTestStore(fake);
      await root.start();

      expect(requests).not.toContain('GET /wishlists');
      expect(requests).not.toContain('GET /users/current_user_detail');
    });
  });
});

import { failRequest } from '../test-utils/fake-failures';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

describe('navigation from state', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the path and options, hands them to the router, and resets 400 ms later', () => {
    jest.useFakeTimers();
    const { root, navigator } = createTestStore(fake);

    root.ui.navigate('/checkout?step=address', { replace: true });

    expect(navigator.calls).toEqual([{ to: '/checkout?step=address', options: { replace: true } }]);
    expect(root.ui.navigation).toEqual({ to: '/checkout?step=address', options: { replace: true } });
    jest.advanceTimersByTime(399);
    expect(root.ui.navigation).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(root.ui.navigation).toBeNull();
  });

  it('the account icon goes to /my-account when signed in, else opens the sign-in prompt', () => {
    const signedOut = createTestStore(fake);
    signedOut.root.ui.openAccount();
    expect(signedOut.root.ui.signInPromptOpen).toBe(true);
    expect(signedOut.navigator.calls).toEqual([]);

    const signedIn = createTestStore(fake, { tokens: { auth_token: 't' } });
    signedIn.root.ui.openAccount();
    expect(signedIn.navigator.last).toBe('/my-account');
  });

  it('one overlay at a time; closing search clears it', () => {
    const { root } = createTestStore(fake);
    root.ui.openCartDrawer();
    root.ui.openSearch();
    expect(root.ui.cartDrawerOpen).toBe(false);
    root.search.setText('tee');
    root.ui.closeSearch();
    expect(root.search.text).toBe('');
  });
});

describe('settings theme', () => {
  it('uses the settings theme on a live host', async () => {
    const { root } = createTestStore(fake, { env: { hostname: 'shop.example.in' } });
    await root.settings.load();
    expect(root.settings.theme).toBe('Standard');
  });

  it('forces Electronic on a local host, unless previewing', async () => {
    const local = createTestStore(fake, { env: { hostname: 'localhost' } });
    await local.root.settings.load();
    expect(local.root.settings.theme).toBe('Electronic');

    const preview = createTestStore(fake, { env: { hostname: 'localhost', themePreview: 'Garment' } });
    await preview.root.settings.load();
    expect(preview.root.settings.theme).toBe('Garment');
  });

  it('an override wins over everything', async () => {
    const { root } = createTestStore(fake, { env: { hostname: 'localhost', themeOverride: 'Cosmetic', themePreview: 'Garment' } });
    await root.settings.load();
    expect(root.settings.theme).toBe('Cosmetic');
  });

  it('failed settings leave none with the error and the default currency', async () => {
    const { root } = createTestStore(fake);
    failRequest(server, fake, 'get', '/store_settings');
    await root.start();
    expect(root.ready).toBe(true);
    expect(root.settings.settings).toBeNull();
    expect(root.settings.error).not.toBeNull();
    expect(root.settings.currencySymbol).toBe('₹');
    expect(root.settings.colours).toBeNull();
  });
});

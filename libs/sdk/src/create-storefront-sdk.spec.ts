import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createStorefrontSdk } from './create-storefront-sdk';
import { SdkError } from './client/errors';
import { createMemoryTokenStore } from './tokens/token-store';

const baseUrl = 'http://shop.test/api/v1';
const seen: { path: string; authorization: string | null; cartAuthorization: string | null }[] = [];

function record(request: Request) {
  seen.push({
    path: new URL(request.url).pathname.replace('/api/v1', ''),
    authorization: request.headers.get('Authorization'),
    cartAuthorization: request.headers.get('CartAuthorization'),
  });
}

const ok = (data: unknown, status = 200) => HttpResponse.json({ data, meta: {} }, { status });
const fail = (status: number, message?: string) =>
  HttpResponse.json(message ? { meta: { message } } : { meta: {} }, { status });

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function sdkWith(tokens: { auth_token?: string; cart_token?: string; isGuestUser?: string } = {}) {
  const tokenStore = createMemoryTokenStore(tokens);
  const onTokenExpired = jest.fn();
  const sdk = createStorefrontSdk({ baseUrl, tokenStore, onTokenExpired });
  return { sdk, tokenStore, onTokenExpired };
}

describe('storefront SDK transport', () => {
  it('sends no token to public calls such as the product list', async () => {
    server.use(http.get(`${baseUrl}/products/filter`, ({ request }) => (record(request), ok([]))));
    const { sdk } = sdkWith({ auth_token: 'a1', cart_token: 'c1' });
    await sdk.catalog.filter({ page: 1 });
    expect(seen).toEqual([{ path: '/products/filter', authorization: null, cartAuthorization: null }]);
  });

  it('sends only the cart token on a cart path when there is no auth token', async () => {
    server.use(http.get(`${baseUrl}/carts`, ({ request }) => (record(request), ok({}))));
    const { sdk } = sdkWith({ cart_token: 'c1' });
    await sdk.cart.get();
    expect(seen[0]).toEqual({ path: '/carts', authorization: null, cartAuthorization: 'c1' });
  });

  it('sends only the auth token on a cart path when there is no cart token', async () => {
    server.use(http.put(`${baseUrl}/carts/update_item_quantity/:id`, ({ request }) => (record(request), ok({}))));
    const { sdk } = sdkWith({ auth_token: 'a1' });
    await sdk.cart.updateItemQuantity(7, 2);
    expect(seen[0]).toEqual({ path: '/carts/update_item_quantity/7', authorization: 'Bearer a1', cartAuthorization: null });
  });

  it('sends whichever tokens exist on other paths', async () => {
    server.use(http.get(`${baseUrl}/wishlists`, ({ request }) => (record(request), ok({ wishlist_items: [] }))));
    const { sdk } = sdkWith({ auth_token: 'a1', cart_token: 'c1' });
    await sdk.wishlist.list();
    expect(seen[0]).toEqual({ path: '/wishlists', authorization: 'Bearer a1', cartAuthorization: 'c1' });
  });

  it('reads tokens on every request, so a token stored later is sent', async () => {
    server.use(http.get(`${baseUrl}/orders/my_orders`, ({ request }) => (record(request), ok([]))));
    const { sdk, tokenStore } = sdkWith();
    await sdk.orders.myOrders();
    tokenStore.set('auth_token', 'late');
    await sdk.orders.myOrders();
    expect(seen.map((s) => s.authorization)).toEqual([null, 'Bearer late']);
  });

  it('login sends the cart token, stores auth_token and removes cart_token and isGuestUser', async () => {
    server.use(
      http.post(`${baseUrl}/sessions`, ({ request }) => (record(request), ok({ token: 'new-auth', user: { id: 1 } }))),
    );
    const { sdk, tokenStore } = sdkWith({ cart_token: 'c1', isGuestUser: 'true' });
    await sdk.auth.login({ email: 'demo@storefront.test', password: 'Demo@1234' });
    expect(seen[0]).toMatchObject({ authorization: null, cartAuthorization: 'c1' });
    expect(tokenStore.get('auth_token')).toBe('new-auth');
    expect(tokenStore.get('cart_token')).toBeNull();
    expect(tokenStore.get('isGuestUser')).toBeNull();
  });

  it('login by "email or mobile" sends a 10-digit number as full_phone_number', async () => {
    let body: unknown;
    server.use(
      http.post(`${baseUrl}/sessions`, async ({ request }) => {
        body = await request.json();
        return ok({ token: 't', user: { id: 1 } });
      }),
    );
    const { sdk } = sdkWith();
    await sdk.auth.loginWithIdentifier('9876543210', 'secret1');
    expect(body).toEqual({ full_phone_number: '9876543210', password: 'secret1' });
    await sdk.auth.loginWithIdentifier('demo@storefront.test', 'secret1');
    expect(body).toEqual({ email: 'demo@storefront.test', password: 'secret1' });
  });

  it('add to cart keeps a returned cart_token', async () => {
    server.use(http.post(`${baseUrl}/carts/add_item`, () => ok({ cart_token: 'fresh-cart', cart_items: [] })));
    const { sdk, tokenStore } = sdkWith();
    await sdk.cart.addItem({ item_id: 3, item_type: 'Product', quantity: 1 });
    expect(tokenStore.get('cart_token')).toBe('fresh-cart');
  });

  it('guest checkout turns the guest token into auth_token and drops cart_token', async () => {
    server.use(http.post(`${baseUrl}/carts/guest_checkout`, () => ok({ token: 'guest-token', user: { id: 9 } })));
    const { sdk, tokenStore } = sdkWith({ cart_token: 'c1' });
    await sdk.auth.guestCheckout();
    expect(tokenStore.get('auth_token')).toBe('guest-token');
    expect(tokenStore.get('cart_token')).toBeNull();
  });

  it('a "Token expired." response removes auth_token and calls the registered handler', async () => {
    server.use(http.get(`${baseUrl}/users/current_user_detail`, () => fail(401, 'Token expired.')));
    const { sdk, tokenStore, onTokenExpired } = sdkWith({ auth_token: 'old', cart_token: 'c1' });
    await expect(sdk.account.currentUser()).rejects.toMatchObject({ status: 401, message: 'Token expired.' });
    expect(tokenStore.get('auth_token')).toBeNull();
    expect(tokenStore.get('cart_token')).toBe('c1');
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
  });

  it('other 401 messages keep the auth token', async () => {
    server.use(http.get(`${baseUrl}/users/current_user_detail`, () => fail(401, 'Please login to continue')));
    const { sdk, tokenStore, onTokenExpired } = sdkWith({ auth_token: 'kept' });
    await expect(sdk.account.currentUser()).rejects.toBeInstanceOf(SdkError);
    expect(tokenStore.get('auth_token')).toBe('kept');
    expect(onTokenExpired).not.toHaveBeenCalled();
  });

  it('logout clears every stored token and flag even when the server fails', async () => {
    server.use(http.delete(`${baseUrl}/sessions`, () => fail(500)));
    const { sdk, tokenStore } = sdkWith({ auth_token: 'a1', cart_token: 'c1', isGuestUser: 'true' });
    await expect(sdk.auth.logout()).rejects.toBeInstanceOf(SdkError);
    expect([tokenStore.get('auth_token'), tokenStore.get('cart_token'), tokenStore.get('isGuestUser')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('sends the password reset as form data', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.put(`${baseUrl}/sessions/password_update`, async ({ request }) => {
        const form = await request.formData();
        fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
        return ok({ message: 'done' });
      }),
    );
    const { sdk } = sdkWith();
    await sdk.auth.updatePassword({ email: 'a@b.co', pin: '1234', password: 'secret1', password_confirmation: 'secret1' });
    expect(fields).toEqual({ email: 'a@b.co', pin: '1234', password: 'secret1', password_confirmation: 'secret1' });
  });
});

describe('storefront SDK errors (docs/product.md §8)', () => {
  it('accepts any 2xx status', async () => {
    server.use(http.post(`${baseUrl}/subscriber`, () => ok({ id: 1, email: 'a@b.co' }, 201)));
    const { sdk } = sdkWith();
    await expect(sdk.subscriber.subscribe('a@b.co')).resolves.toMatchObject({ data: { email: 'a@b.co' } });
  });

  it("carries the status, the server's meta.message and the operation's fallback", async () => {
    server.use(http.post(`${baseUrl}/carts/apply_coupon`, () => fail(422, 'Minimum cart value for this coupon is ₹999')));
    const { sdk } = sdkWith({ auth_token: 'a1' });
    const error = await sdk.coupons.apply('FLAT100').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({
      name: 'SdkError',
      operation: 'applyCoupon',
      status: 422,
      serverMessage: 'Minimum cart value for this coupon is ₹999',
      fallback: 'apply coupon error',
      message: 'Minimum cart value for this coupon is ₹999',
    });
  });

  it.each([
    ['add to cart', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.cart.addItem({ item_id: 1, quantity: 1 }), 'post', '/carts/add_item', 'add to cart error'],
    ['remove cart item', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.cart.removeItem(1), 'delete', '/carts/remove_item/1', 'Something went wrong!!'],
    ['quantity update', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.cart.updateItemQuantity(1, 2), 'put', '/carts/update_item_quantity/1', 'Failed to update quantity'],
    ['remove coupon', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.coupons.remove(), 'delete', '/carts/remove_coupon', 'remove coupon error'],
    ['login', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.auth.login({ email: 'a@b.co', password: 'x' }), 'post', '/sessions', 'login error'],
    ['address', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.addresses.list(), 'get', '/addresses', 'address Error'],
    ['wishlist add', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.wishlist.addItem({ item_id: 1 }), 'post', '/wishlists/add_item', 'add wish error!'],
    ['cancel order', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.orders.cancel(1), 'put', '/orders/1', 'order cancel error!'],
    ['return order', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.orders.return(1, { return_request: { return_option_id: 1 } }), 'post', '/orders/1/return', 'return order error!'],
    ['contact', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.contact.send({ name: 'A', email: 'a@b.co', message: 'hi' }), 'post', '/contacts', 'contact us error!'],
    ['subscribe', (sdk: ReturnType<typeof sdkWith>['sdk']) => sdk.subscriber.subscribe('a@b.co'), 'post', '/subscriber', 'subscribe error!'],
  ] as const)('falls back to the spec text for %s when the server sends no message', async (_name, call, method, path, text) => {
    server.use(http[method](`${baseUrl}${path}`, () => fail(500)));
    const { sdk } = sdkWith({ auth_token: 'a1' });
    await expect(call(sdk)).rejects.toMatchObject({ status: 500, serverMessage: null, message: text, fallback: text });
  });

  it('gives registration only the server message (no fallback)', async () => {
    server.use(http.post(`${baseUrl}/users`, () => fail(409, 'Email has already been taken')));
    const { sdk } = sdkWith();
    const body = { user_params: { name: 'A', full_phone_number: '9876543210' } } as never;
    await expect(sdk.auth.register(body)).rejects.toMatchObject({ fallback: null, message: 'Email has already been taken' });
  });

  it('keeps field errors from the error envelope', async () => {
    server.use(
      http.put(`${baseUrl}/users/current_user_detail`, () =>
        HttpResponse.json({ meta: { message: 'Invalid input' }, errors: [{ field: 'email', message: 'is taken' }] }, { status: 409 }),
      ),
    );
    const { sdk } = sdkWith({ auth_token: 'a1' });
    await expect(sdk.account.updateCurrentUser({ name: 'B' })).rejects.toMatchObject({
      fieldErrors: [{ field: 'email', message: 'is taken' }],
    });
  });

  it('reports a network failure with the fallback, or "Network Error" when the operation has none', async () => {
    server.use(
      http.post(`${baseUrl}/carts/add_item`, () => HttpResponse.error()),
      http.get(`${baseUrl}/faqs`, () => HttpResponse.error()),
    );
    const { sdk } = sdkWith();
    await expect(sdk.cart.addItem({ item_id: 1, quantity: 1 })).rejects.toMatchObject({ status: 0, message: 'add to cart error' });
    await expect(sdk.content.faqs()).rejects.toMatchObject({ status: 0, message: 'Network Error', isNetworkError: true });
  });
});

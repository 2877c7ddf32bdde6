import createClient from 'openapi-fetch';
import { createStorefrontSdk } from '../create-storefront-sdk';
import { createMemoryTokenStore } from '../tokens/token-store';
import type { paths } from '../generated/schema';
import { formatRequestLog, loggingMiddleware, type SdkRequestLog } from './logger';

const baseUrl = 'http://shop.test/api/v1';
const authToken = 'auth-secret-7f3a';
const cartToken = 'cart-secret-91bc';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An SDK whose requests answer `answer`, logging into `entries`. */
function loggedSdk(answer: (request: Request) => Response | Promise<Response>) {
  const lines: string[] = [];
  const entries: SdkRequestLog[] = [];
  const sdk = createStorefrontSdk({
    baseUrl,
    tokenStore: createMemoryTokenStore({ auth_token: authToken, cart_token: cartToken }),
    fetch: async (input) => answer(input as Request),
    logger: {
      debug(message, entry) {
        lines.push(message);
        entries.push(entry);
      },
    },
  });
  return { sdk, lines, entries };
}

describe('SDK debug logger', () => {
  it('logs each request with its operation, method, path, status and duration', async () => {
    const { sdk, lines, entries } = loggedSdk(() => json({ data: { id: 42 }, meta: {} }));
    await sdk.orders.get(42);
    expect(entries).toEqual([
      expect.objectContaining({ operation: 'getOrder', method: 'GET', path: '/api/v1/orders/42', status: 200 }),
    ]);
    expect(entries[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(lines[0]).toMatch(/^\[storefront-sdk\] GET \/api\/v1\/orders\/42 \(getOrder\) 200 in \d+ ms$/);
  });

  it('never prints a token: Authorization and CartAuthorization are redacted', async () => {
    const sent: Headers[] = [];
    const { sdk, lines, entries } = loggedSdk((request) => {
      sent.push(request.headers);
      return json({ data: {}, meta: {} });
    });
    await sdk.cart.get();
    await sdk.wishlist.list();
    // The tokens did go out...
    expect(sent[1].get('Authorization')).toBe(`Bearer ${authToken}`);
    expect(sent[1].get('CartAuthorization')).toBe(cartToken);
    // ...and the log shows neither.
    expect(entries[1].headers).toMatchObject({ authorization: '[redacted]', cartauthorization: '[redacted]' });
    const everythingLogged = JSON.stringify({ lines, entries });
    expect(everythingLogged).not.toContain(authToken);
    expect(everythingLogged).not.toContain(cartToken);
  });

  it('logs a failed call with its status and leaves the error to the caller', async () => {
    const { sdk, entries } = loggedSdk(() => json({ meta: { message: 'Coupon expired' } }, 422));
    await expect(sdk.coupons.apply('SAVE10')).rejects.toMatchObject({ operation: 'applyCoupon', status: 422 });
    expect(entries).toEqual([expect.objectContaining({ operation: 'applyCoupon', status: 422 })]);
  });

  it('logs a request that got no response as status 0 with the reason', async () => {
    const { sdk, lines, entries } = loggedSdk(() => {
      throw new TypeError('fetch failed');
    });
    await expect(sdk.content.faqs()).rejects.toMatchObject({ status: 0, isNetworkError: true });
    expect(entries).toEqual([
      expect.objectContaining({ operation: 'listFaqs', status: 0, failure: 'TypeError: fetch failed' }),
    ]);
    expect(lines[0]).toContain('failed (TypeError: fetch failed)');
  });

  it('leaves the query string out of the path (it may carry what a shopper typed)', async () => {
    const { sdk, entries } = loggedSdk(() => json({ data: [], meta: {} }));
    await sdk.search.products('red shirt');
    expect(entries[0].path).toBe('/api/v1/products/v1/search');
  });

  it('a logger that throws never fails the call', async () => {
    const sdk = createStorefrontSdk({
      baseUrl,
      tokenStore: createMemoryTokenStore(),
      fetch: async () => json({ data: [], meta: {} }),
      logger: {
        debug() {
          throw new Error('log sink full');
        },
      },
    });
    await expect(sdk.content.faqs()).resolves.toEqual({ data: [], meta: {} });
  });

  it('measures the time from the request leaving to its answer', async () => {
    let clock = 1000;
    const entries: SdkRequestLog[] = [];
    const client = createClient<paths>({
      baseUrl,
      fetch: async () => {
        clock += 37;
        return json({ data: [], meta: {} });
      },
    });
    client.use(loggingMiddleware({ debug: (_message, entry) => entries.push(entry) }, () => clock));
    await client.GET('/faqs');
    expect(entries[0]).toMatchObject({ operation: 'listFaqs', durationMs: 37 });
  });

  it('formats one line per request', () => {
    const entry: SdkRequestLog = {
      operation: 'addCartItem',
      method: 'POST',
      path: '/api/v1/carts/add_item',
      status: 201,
      durationMs: 12.4,
      headers: {},
    };
    expect(formatRequestLog(entry)).toBe('[storefront-sdk] POST /api/v1/carts/add_item (addCartItem) 201 in 12 ms');
  });
});

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createStorefrontSdk } from '../create-storefront-sdk';
import { createMemoryTokenStore } from '../tokens/token-store';

const baseUrl = 'http://shop.test/api/v1';
const languages: (string | null)[] = [];
const server = setupServer(
  http.get(`${baseUrl}/products/filter`, ({ request }) => {
    languages.push(request.headers.get('accept-language'));
    return HttpResponse.json({ data: [], meta: {} });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  languages.length = 0;
});
afterAll(() => server.close());

const sdkWith = (locale?: string | (() => string)) => createStorefrontSdk({ baseUrl, tokenStore: createMemoryTokenStore(), locale });

describe("the shopper's language", () => {
  it('goes out as Accept-Language on every request', async () => {
    const sdk = sdkWith('hi-IN');
    await sdk.catalog.filter({ page: 1 });
    await sdk.catalog.filter({ page: 2 });
    expect(languages).toEqual(['hi-IN', 'hi-IN']);
  });

  it('is read from a getter on each request, so a change of language shows on the next call', async () => {
    let current = 'en-IN';
    const sdk = sdkWith(() => current);
    await sdk.catalog.filter({ page: 1 });
    current = 'hi-IN';
    await sdk.catalog.filter({ page: 1 });
    expect(languages).toEqual(['en-IN', 'hi-IN']);
  });

  it('is not set by the SDK without the option', async () => {
    await sdkWith().catalog.filter({ page: 1 });
    expect(languages).toEqual([null]);
  });
});

import { setImmediate as nodeSetImmediate } from 'node:timers';
import { productPath } from '@storefront/domain';
import { aboutUsPage, type FakeApi } from '@storefront/sdk/testing';
import { browserFirstRender } from '../test-utils/browser-first-render';
import { installFakeApi } from '../test-utils/fake-api';
import { serverFetch, TEST_ORIGIN } from '../test-utils/server-fetch';
import { renderPage } from './render-page';

// The server renders with React's Node renderer (jsdom's environment would pick the browser build), which
// schedules its work with Node's setImmediate (jsdom's window has none).
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

const origin = TEST_ORIGIN;
const { fake } = installFakeApi();

async function firstProductUrl(api: FakeApi): Promise<string> {
  const { data } = (await (await fetch(`${api.baseUrl}/products/filter?page=1`)).json()) as { data: { id: number; name: string; slug?: string }[] };
  return productPath(data[0]);
}

const pages: [kind: string, url: (api: FakeApi) => Promise<string> | string, heading: RegExp | string][] = [
  ['home', () => '/', /.+/],
  ['product list', () => '/products', 'All products'],
  ['text search', () => '/products?query=shirt', 'Search results for "shirt"'],
  ['product', firstProductUrl, /.+/],
  ['CMS page', () => `/get-to-know-us/${aboutUsPage.slug}`, aboutUsPage.title],
  ['FAQs', () => '/faqs', 'Frequently Asked Questions'],
  ['contact', () => '/contact-us', 'Contact us'],
  ['Track order', () => '/track-order?order_id=INV-2026-000001', 'Track order'],
  ['404', () => '/no-such-page', '404 Page Not Found'],
];

describe('server rendering', () => {
  it.each(pages)('%s: the HTML has the header, the content and the footer, and the browser first draws the same from the page alone', async (_kind, urlOf, heading) => {
    const url = await urlOf(fake);
    const rendered = await renderPage({ url, origin, fetch: serverFetch });
    const page = document.createElement('div');
    page.innerHTML = rendered.html;
    expect(page.querySelector('h1')?.textContent).toMatch(heading);
    expect(page.querySelector('header')).not.toBeNull();
    expect(page.querySelector('footer')).not.toBeNull();

    const browser = await browserFirstRender(url, rendered.bootData);
    expect(browser.networkRequests).toEqual([]);
    expect(browser.html).toBe(rendered.html);
  });

  it('renders a Hindi address in Hindi under /hi: every link stays in Hindi, every API call asks for Hindi', async () => {
    const languages: (string | null)[] = [];
    const recordingLanguage: typeof fetch = (input, init) => {
      if (input instanceof Request && new URL(input.url).pathname.startsWith('/api/')) languages.push(input.headers.get('accept-language'));
      return serverFetch(input, init);
    };
    const rendered = await renderPage({ url: '/hi/faqs', origin, fetch: recordingLanguage });
    const page = document.createElement('div');
    page.innerHTML = rendered.html;
    expect(page.querySelector('h1')?.textContent).toBe('अक्सर पूछे जाने वाले सवाल');
    // The language switch links this page in English; every other link stays in Hindi.
    const switchLinks = [...page.querySelectorAll('[data-language-switch] a')].map((link) => `${link.textContent} ${link.getAttribute('href')}`);
    expect(switchLinks).toEqual(['English /faqs', 'हिन्दी /hi/faqs']);
    const appLinks = [...page.querySelectorAll('a[href^="/"]')].filter((link) => !link.closest('[data-language-switch]')).map((link) => link.getAttribute('href'));
    expect(appLinks.length).toBeGreaterThan(0);
    expect(appLinks.filter((href) => !/^\/hi(\/|$|\?)/.test(href ?? ''))).toEqual([]);
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['hi-IN']));
  });

  it.each(['/hi/faqs', '/hi/products', '/hi'])('writes every character of %s whole: no NUL between the bytes of Hindi text', async (url) => {
    const rendered = await renderPage({ url, origin, fetch: serverFetch });
    expect(rendered.html).toMatch(/[\u0900-\u097F]/);
    expect(rendered.html.indexOf('\u0000')).toBe(-1);
  });

  it('renders for an anonymous shopper: nothing personal is asked for or drawn', async () => {
    const rendered = await renderPage({ url: '/', origin, fetch: serverFetch });
    expect(Object.keys(rendered.bootData).filter((key) => /carts|wishlist|current_user|coupons|orders|wallet/.test(key))).toEqual([]);
    expect(rendered.html).not.toMatch(/Cart, \d+ item/);
  });

  it('gives up when its time is up, so the server can serve the page shell instead', async () => {
    const controller = new AbortController();
    controller.abort(new Error('render took longer than 2000 ms'));
    await expect(renderPage({ url: '/', origin, fetch: serverFetch, signal: controller.signal })).rejects.toThrow('render took longer than 2000 ms');
  });

  it('gives up when the API fails on its side, rather than render an error the browser might not show', async () => {
    const failing: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), origin);
      return url.pathname.endsWith('/faqs') ? Promise.resolve(new Response(null, { status: 503 })) : serverFetch(input, init);
    };
    await expect(renderPage({ url: '/faqs', origin, fetch: failing })).rejects.toThrow('1 request(s) failed while loading /faqs');
  });
});

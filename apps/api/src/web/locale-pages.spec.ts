import path from 'node:path';
import { productPath, type Locale } from '@storefront/domain';
import { apiRoot } from '../paths';
import { forEachDatabase, type TestServerHandle } from '../testing';
import { linkHref, metaContent, rawRequest } from '../testing/html-head';
import { firstVisitRedirect } from './first-visit-redirect';
import { renderHead } from './page-head/render-head';
import { withHtmlLang } from './page-head/page-language';

const builtStorefront = path.join(apiRoot, 'fixtures/storefront-dist');
const WITH_HINDI: readonly Locale[] = ['en-IN', 'hi-IN'];
const ENGLISH_ONLY: readonly Locale[] = ['en-IN'];
const htmlLangOf = (html: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? null;
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((match) => `${match[1]} ${match[2]}`);

describe('the first visit by the browser\'s language', () => {
  const visit = (url: string, headers: Record<string, string>, offered: readonly Locale[] = WITH_HINDI) => firstVisitRedirect({ url, headers }, offered);

  it('sends an English address to its Hindi address when Hindi is offered and preferred', () => {
    expect(visit('/products?page=2', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('/hi/products?page=2');
    expect(visit('/', { 'accept-language': 'hi' })).toBe('/hi');
  });

  it('sends a shopper who chose Hindi with the switch (the lang cookie) to the Hindi address, whatever the browser prefers', () => {
    expect(visit('/', { 'accept-language': 'en-IN', cookie: 'theme=x; lang=hi-IN' })).toBe('/hi');
    expect(visit('/products?page=2', { cookie: 'lang=hi-IN' })).toBe('/hi/products?page=2');
  });

  it('never redirects with only English offered, a shopper who chose English, on a prefixed address, or without the header', () => {
    expect(visit('/products', { 'accept-language': 'hi-IN' }, ENGLISH_ONLY)).toBeNull();
    expect(visit('/products', { 'accept-language': 'hi-IN', cookie: 'lang=hi-IN' }, ENGLISH_ONLY)).toBeNull();
    expect(visit('/products', { 'accept-language': 'hi-IN', cookie: 'lang=en-IN' })).toBeNull();
    expect(visit('/hi/products', { 'accept-language': 'hi-IN' })).toBeNull();
    expect(visit('/hi/products', { cookie: 'lang=en-IN' })).toBeNull();
    expect(visit('/products', {})).toBeNull();
    expect(visit('/products', { 'accept-language': 'en-IN,hi;q=0.9' })).toBeNull();
  });
});

describe('page head languages', () => {
  const head = { status: 200 as const, title: 'T', description: 'D', canonicalPath: '/products', ogType: 'website' as const, preloadImages: [], jsonLd: [] };

  it('names no alternates when only English is offered', () => {
    const html = renderHead(head, 'https://shop.example.in', 'S', { locale: 'hi-IN', offered: ENGLISH_ONLY });
    expect(alternatesOf(html)).toEqual([]);
    expect(linkHref(html, 'canonical')).toBe('https://shop.example.in/hi/products');
    expect(metaContent(html, 'og:locale')).toBe('hi_IN');
  });

  it('names every offered language and x-default on an indexable page, none on a noindex page', () => {
    const html = renderHead(head, 'https://shop.example.in', 'S');
    expect(alternatesOf(html)).toEqual([
      'en-IN https://shop.example.in/products',
      'hi-IN https://shop.example.in/hi/products',
      'x-default https://shop.example.in/products',
    ]);
    expect(alternatesOf(renderHead({ ...head, noindex: true }, 'https://shop.example.in', 'S', { locale: 'en-IN', offered: WITH_HINDI }))).toEqual([]);
  });

  it('sets <html lang> whatever the shell had', () => {
    expect(withHtmlLang('<html lang="en"><head>', 'hi-IN')).toBe('<html lang="hi-IN"><head>');
    expect(withHtmlLang('<html class="x">', 'en-IN')).toBe('<html lang="en-IN" class="x">');
  });
});

async function page(server: TestServerHandle, url: string, headers: Record<string, string> = {}) {
  return rawRequest(server.baseUrl, url, headers);
}

forEachDatabase(
  'Hindi pages (Hindi offered)',
  (server) => {
    it('serves /hi and /hi/ as Hindi home, /hi/... as its English page in Hindi', async () => {
      for (const url of ['/hi', '/hi/', '/hi/products', '/hi/faqs']) {
        const response = await page(server, url);
        expect([url, response.status]).toEqual([url, 200]);
        expect(htmlLangOf(response.text)).toBe('hi-IN');
        expect(response.headers['content-language']).toBe('hi-IN');
      }
      const english = await page(server, '/products');
      expect(htmlLangOf(english.text)).toBe('en-IN');
      expect(english.headers['content-language']).toBe('en-IN');
    });

    it("gives a Hindi product page its own canonical and names both languages", async () => {
      const product = await server.db.selectFrom('products').select(['id', 'name', 'slug']).where('is_active', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
      const englishPath = productPath(product);
      const response = await page(server, `/hi${englishPath}`);
      expect(response.status).toBe(200);
      expect(linkHref(response.text, 'canonical')).toBe(`${server.baseUrl}/hi${englishPath}`);
      expect(alternatesOf(response.text)).toEqual([
        `en-IN ${server.baseUrl}${englishPath}`,
        `hi-IN ${server.baseUrl}/hi${englishPath}`,
        `x-default ${server.baseUrl}${englishPath}`,
      ]);
      const oldSlug = await page(server, `/hi/products/old-name/${product.id}?x=1`);
      expect(oldSlug.status).toBe(301);
      expect(oldSlug.headers.location).toBe(`/hi${englishPath}?x=1`);
    });

    it('answers private Hindi paths as their English ones (the app, not indexed), and a missing page 404', async () => {
      for (const url of ['/hi/my-account', '/hi/checkout?step=address', '/hi/callbackUrl?action=x', '/hi/order/5']) {
        const response = await page(server, url);
        expect([url, response.status]).toEqual([url, 200]);
        expect(metaContent(response.text, 'robots')).toBe('noindex');
        expect(htmlLangOf(response.text)).toBe('hi-IN');
      }
      expect((await page(server, '/hi/no/such/page')).status).toBe(404);
    });

    it('robots.txt disallows the Hindi private paths as the English ones', async () => {
      const lines = (await page(server, '/robots.txt')).text.split('\n');
      for (const path of ['/my-account', '/checkout', '/callbackUrl', '/order/']) {
        expect(lines).toContain(`Disallow: ${path}`);
        expect(lines).toContain(`Disallow: /hi${path}`);
      }
    });

    it('lists each page in both languages in the sitemap, with hreflang alternates', async () => {
      const xml = (await page(server, '/sitemap.xml')).text;
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      expect(xml).toContain(`<url><loc>${server.baseUrl}/hi</loc><xhtml:link rel="alternate" hreflang="en-IN" href="${server.baseUrl}/"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${server.baseUrl}/"/>`);
    });

    it('sends a first visit preferring Hindi to the Hindi address, uncached, before the page cache', async () => {
      await page(server, '/products'); // an English answer in the page cache
      const response = await page(server, '/products?page=1', { 'accept-language': 'hi-IN,en;q=0.5' });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/hi/products?page=1');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
      const cached = await page(server, '/products', { 'accept-language': 'hi-IN' });
      expect(cached.status).toBe(302);
    });

    it('sends a shopper who chose Hindi back to Hindi on their next visit to an English address', async () => {
      const response = await page(server, '/', { 'accept-language': 'en-IN', cookie: 'lang=hi-IN' });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/hi');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('keeps a shopper who chose a language, a prefixed address and a crawler where they are', async () => {
      const chose = await page(server, '/products', { 'accept-language': 'hi-IN', cookie: 'lang=en-IN' });
      expect(chose.status).toBe(200);
      expect(chose.headers.vary).toMatch(/accept-language, cookie/i);
      expect((await page(server, '/hi/products', { 'accept-language': 'hi-IN' })).status).toBe(200);
      expect((await page(server, '/products')).status).toBe(200);
    });
  },
  // The store's own languages (OFFERED_LOCALES): English and Hindi.
  { config: { storefrontDist: builtStorefront } },
);

forEachDatabase(
  'Hindi pages (a store offering English only)',
  (server) => {
    it('never redirects by Accept-Language and names no alternates; Hindi addresses still answer in Hindi', async () => {
      const english = await page(server, '/products', { 'accept-language': 'hi-IN' });
      expect(english.status).toBe(200);
      expect(alternatesOf(english.text)).toEqual([]);
      expect(english.headers.vary).toBe('accept-encoding');
      const hindi = await page(server, '/hi/products');
      expect(htmlLangOf(hindi.text)).toBe('hi-IN');
      expect(alternatesOf(hindi.text)).toEqual([]);
      expect((await page(server, '/sitemap.xml')).text).not.toContain('/hi');
    });
  },
  { config: { storefrontDist: builtStorefront, offeredLocales: ENGLISH_ONLY } },
);

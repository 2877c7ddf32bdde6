import path from 'node:path';
import zlib from 'node:zlib';
import { apiRoot } from '../../paths';
import { forEachDatabase, type TestServerHandle } from '../../testing';
import { bootDataOf, jsonLdOfType, linkHref, metaContent, preloadLinks, rawRequest, titleOf } from '../../testing/html-head';

const builtStorefront = path.join(apiRoot, 'fixtures/storefront-dist');
const STORE = 'Kirana & Co.';

async function page(server: TestServerHandle, url: string, headers: Record<string, string> = {}) {
  return rawRequest(server.baseUrl, url, headers);
}

forEachDatabase(
  'page HTML',
  (server) => {
    describe('home', () => {
      it('has the home title and tagline, the store as Organization with its logo and social links', async () => {
        const response = await page(server, '/');
        expect(response.status).toBe(200);
        expect(titleOf(response.text)).toBe(`Home | ${STORE}`);
        expect(metaContent(response.text, 'description')).toBe('Everything for your home, delivered across India');
        expect(linkHref(response.text, 'canonical')).toBe(`${server.baseUrl}/`);
        expect(metaContent(response.text, 'og:type')).toBe('website');
        const organization = jsonLdOfType(response.text, 'Organization');
        expect(organization).toMatchObject({ name: STORE, url: `${server.baseUrl}/`, logo: `${server.baseUrl}/assets/images/logo.svg` });
        expect(organization.sameAs).toContain('https://www.instagram.com/kiranaandco');
      });

      it('shows the store\'s logo in the start-up splash, before any script runs', async () => {
        const html = (await page(server, '/')).text;
        expect(html).toContain('<div class="boot-splash"><img class="boot-logo" src="/assets/images/logo.svg" alt=""></div>');
      });

      it('preloads the first banner the carousel shows, with high priority', async () => {
        const html = (await page(server, '/')).text;
        expect(preloadLinks(html)).toEqual(['<link rel="preload" as="image" href="/assets/images/banner-1.svg" fetchpriority="high">']);
      });

      it('preloads the phone picture on narrow screens when the first banner has one', async () => {
        await server.db.updateTable('banners').set({ position: 0, mobile_image: '/assets/images/banner-1-phone.svg' }).where('id', '=', 2).execute();
        try {
          // A query string makes a fresh cache entry: the first answer for `/` is cached for a while.
          const html = (await page(server, '/?banner-test')).text;
          expect(preloadLinks(html)).toEqual([
            '<link rel="preload" as="image" href="/assets/images/banner-1-phone.svg" media="(max-width: 463.98px)" fetchpriority="high">',
            '<link rel="preload" as="image" href="/assets/images/banner-2.svg" media="(min-width: 464px)" fetchpriority="high">',
          ]);
        } finally {
          await server.db.updateTable('banners').set({ position: 2, mobile_image: null }).where('id', '=', 2).execute();
        }
      });
    });

    describe('boot data', () => {
      it('carries the home screen\'s first reads as the API answers them, never the cart or coupons', async () => {
        const boot = bootDataOf((await page(server, '/')).text);
        expect(Object.keys(boot).sort()).toEqual(
          [
            '/api/v1/store_settings',
            '/api/v1/cms_pages',
            '/api/v1/categories/all_category',
            '/api/v1/banners',
            '/api/v1/products/filter?page=1',
            '/api/v1/collections',
            '/api/v1/products/v1/trending_products',
            '/api/v1/products/v1/trending_products?period=weekly',
            '/api/v1/products/v1/best_selling_products',
            '/api/v1/products/v1/category_products',
            '/api/v1/brands?featured=true',
          ].sort(),
        );
        expect(boot['/api/v1/banners']).toEqual((await server.api.get('/banners')).body);
        expect(boot['/api/v1/products/filter?page=1']).toEqual((await server.api.get('/products/filter', { query: { page: 1 } })).body);
      });

      it('preloads the pictures of the plain list\'s first two cards, with high priority', async () => {
        const html = (await page(server, '/products')).text;
        const firstPage = (await server.api.get('/products/filter', { query: { page: 1 } })).body.data;
        expect(preloadLinks(html)).toEqual(
          firstPage
            .slice(0, 2)
            .map((product: { image: { medium: string } }) => `<link rel="preload" as="image" href="${product.image.medium}" fetchpriority="high">`),
        );
      });

      it('names the list screen\'s modules and the chrome\'s from the build manifest, to load with the entry', async () => {
        const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
        expect(modulePreloads((await page(server, '/products?query=tea')).text)).toEqual(['/assets/themed-chrome-fixture.js', '/assets/products-fixture.js']);
        expect(modulePreloads((await page(server, '/checkout')).text)).toEqual(['/assets/themed-chrome-fixture.js']);
      });

      it('carries the list\'s first page only for the plain list, and the start-up reads on every page', async () => {
        expect(Object.keys(bootDataOf((await page(server, '/products')).text))).toEqual(
          expect.arrayContaining(['/api/v1/products/filter?page=1', '/api/v1/brands', '/api/v1/store_settings']),
        );
        const filtered = Object.keys(bootDataOf((await page(server, '/products?query=tea')).text));
        expect(filtered).not.toContain('/api/v1/products/filter?page=1');
        expect(Object.keys(bootDataOf((await page(server, '/contact-us')).text)).sort()).toEqual(
          ['/api/v1/categories/all_category', '/api/v1/cms_pages', '/api/v1/store_settings'].sort(),
        );
      });
    });

    describe('category list', () => {
      it('is titled with the category name, canonical to its list address, with its breadcrumb', async () => {
        const category = await server.db.selectFrom('categories').selectAll().where('parent_id', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
        const parent = await server.db.selectFrom('categories').selectAll().where('id', '=', category.parent_id as number).executeTakeFirstOrThrow();
        const html = (await page(server, `/products?category_ids[${category.id}]=whatever&sort=popular`)).text;
        expect(titleOf(html)).toBe(`${category.name} | ${STORE}`);
        const value = encodeURIComponent(category.name.toLowerCase().replace(/&/g, '').trim());
        expect(linkHref(html, 'canonical')).toBe(`${server.baseUrl}/products?category_ids[${category.id}]=${value}`);
        const names = jsonLdOfType(html, 'BreadcrumbList').itemListElement.map((item: { name: string }) => item.name);
        expect(names).toEqual(['Home', parent.name, category.name]);
      });

      it('is the category list at /get-to-know-us/<slug> when the slug is a category page without content', async () => {
        const category = await server.db
          .insertInto('categories')
          .values({ parent_id: null, name: 'Festive Gifting', slug: 'festive-gifting', cms_slug: 'festive-gifting', description: null, image: null, show_on_header: 0, is_top: 0, position: 99 })
          .returning(['id', 'name'])
          .executeTakeFirstOrThrow();
        const response = await page(server, '/get-to-know-us/festive-gifting');
        expect(response.status).toBe(200);
        expect(titleOf(response.text)).toBe(`${category.name} | ${STORE}`);
        expect(linkHref(response.text, 'canonical')).toBe(`${server.baseUrl}/products?category_ids[${category.id}]=festive%20gifting`);
      });

      it('titles search results as the list does and keeps them out of the index', async () => {
        const html = (await page(server, '/products?query=%3Cscript%3E%20tea')).text;
        expect(titleOf(html)).toBe(`Search results for "<script> tea" | ${STORE}`);
        expect(html).not.toContain('<script> tea');
        expect(metaContent(html, 'robots')).toBe('noindex');
        expect(linkHref(html, 'canonical')).toBeNull();
      });

      it('is "All products" without filters', async () => {
        const html = (await page(server, '/products')).text;
        expect(titleOf(html)).toBe(`All products | ${STORE}`);
        expect(linkHref(html, 'canonical')).toBe(`${server.baseUrl}/products`);
      });
    });

    describe('CMS page', () => {
      it('is titled with the page title, described by its text, with a canonical address', async () => {
        const html = (await page(server, '/get-to-know-us/about-us')).text;
        expect(titleOf(html)).toBe(`About Us | ${STORE}`);
        expect(metaContent(html, 'description')).toMatch(/^About Kirana & Co\. Kirana & Co\. started in 2016/);
        expect(linkHref(html, 'canonical')).toBe(`${server.baseUrl}/get-to-know-us/about-us`);
      });

      it('answers 404 with the not-found title for a page that does not exist, and for unknown paths', async () => {
        for (const url of ['/get-to-know-us/no-such-page', '/no/such/path', '/get-to-know-us']) {
          const response = await page(server, url);
          expect(response.status).toBe(404);
          expect(titleOf(response.text)).toBe('404 Page Not Found');
          expect(response.text).toContain('<div id="root">');
        }
      });

      it('still answers the app (200) on the paths of its other screens', async () => {
        for (const url of ['/checkout?step=address', '/my-account/orders/3', '/callbackUrl?action=x', '/contact-us', '/FAQs/']) {
          const response = await page(server, url);
          expect([url, response.status]).toEqual([url, 200]);
        }
        expect(titleOf((await page(server, '/faqs')).text)).toBe(`FAQs | ${STORE}`);
      });
    });

    describe('the HTML response', () => {
      it('is compressed with brotli or gzip as the client accepts, never cached without revalidation', async () => {
        const identity = await page(server, '/get-to-know-us/about-us');
        const br = await page(server, '/get-to-know-us/about-us', { 'accept-encoding': 'gzip, deflate, br' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(br.bytes).toString('utf8')).toBe(identity.text);
        expect(br.bytes.length).toBeLessThan(identity.bytes.length);
        const gzip = await page(server, '/get-to-know-us/about-us', { 'accept-encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(gzip.bytes).toString('utf8')).toBe(identity.text);
        expect(identity.headers['content-encoding']).toBeUndefined();
        for (const response of [identity, br, gzip]) {
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.headers.vary).toMatch(/accept-encoding/i);
        }
      });

      it('answers 304 to a revalidation with its ETag', async () => {
        const first = await page(server, '/get-to-know-us/about-us');
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^W\/"/);
        const again = await page(server, '/get-to-know-us/about-us', { 'if-none-match': etag });
        expect(again.status).toBe(304);
        expect(again.bytes.length).toBe(0);
      });

      it('carries the Content-Security-Policy that allows only same-origin scripts', async () => {
        const response = await page(server, '/');
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      });

      it('answers HEAD with the status and headers and no body', async () => {
        const response = await rawRequest(server.baseUrl, '/products/none/99999999', {}, 'HEAD');
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.bytes.length).toBe(0);
      });
    });
  },
  { config: { storefrontDist: builtStorefront } },
);

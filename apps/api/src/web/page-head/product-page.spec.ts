import path from 'node:path';
import { apiRoot } from '../../paths';
import { forEachDatabase, type TestServerHandle } from '../../testing';
import { bootDataOf, jsonLdOf, jsonLdOfType, linkHref, metaContent, preloadLinks, rawRequest, titleOf } from '../../testing/html-head';

const builtStorefront = path.join(apiRoot, 'fixtures/storefront-dist');
const STORE = 'Kirana & Co.';

async function page(server: TestServerHandle, url: string) {
  const response = await rawRequest(server.baseUrl, url);
  return { statusCode: response.status, headers: response.headers, body: response.text };
}

/** A seeded product with reviews, as the API's own product call shows it. */
async function reviewedProduct(server: TestServerHandle) {
  const row = await server.db.selectFrom('reviews').select('product_id').orderBy('product_id').limit(1).executeTakeFirstOrThrow();
  const { body } = await server.api.get(`/products/${row.product_id}`);
  return body.data;
}

forEachDatabase(
  'product page HTML',
  (server) => {
    it('has the product title the app sets, its canonical address and Open Graph tags', async () => {
      const product = await reviewedProduct(server);
      const url = `/products/${product.slug}/${product.id}`;
      const response = await page(server, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(titleOf(html)).toBe(`${product.name} | ${STORE}`);
      expect(linkHref(html, 'canonical')).toBe(`${server.baseUrl}${url}`);
      expect(metaContent(html, 'og:title')).toBe(`${product.name} | ${STORE}`);
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(metaContent(html, 'og:url')).toBe(`${server.baseUrl}${url}`);
      expect(metaContent(html, 'og:image')).toBe(`${server.baseUrl}${product.gallery[0].url}`);
      expect(metaContent(html, 'description')).toMatch(/\S/);
      // The shell's own title and description are replaced, not repeated.
      expect(html).not.toContain('Online store');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-fixture.js"></script>');
    });

    it('shows a product renamed since its page was last served on the very next request (pages are cached per catalogue revision)', async () => {
      const product = await reviewedProduct(server);
      const url = `/products/${product.slug}/${product.id}`;
      expect(titleOf((await page(server, url)).body)).toBe(`${product.name} | ${STORE}`);
      await server.db.updateTable('products').set({ name: 'Renamed Kettle' }).where('id', '=', product.id).execute();
      expect(titleOf((await page(server, url)).body)).toBe(`Renamed Kettle | ${STORE}`);
    });

    it('describes the product in JSON-LD: price in INR, availability from stock, rating, breadcrumb', async () => {
      const product = await reviewedProduct(server);
      const html = (await page(server, `/products/${product.slug}/${product.id}`)).body;
      const data = jsonLdOfType(html, 'Product');
      expect(data.name).toBe(product.name);
      const prices = product.variants.length ? product.variants.map((v: { price_with_tax: number }) => v.price_with_tax) : [product.price_with_tax];
      const offers = data.offers;
      if (Math.min(...prices) === Math.max(...prices)) {
        expect(offers).toMatchObject({ '@type': 'Offer', price: prices[0].toFixed(2), priceCurrency: 'INR' });
      } else {
        expect(offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: Math.min(...prices).toFixed(2), priceCurrency: 'INR' });
      }
      expect(offers.availability).toBe(product.stock_qty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
      expect(data.aggregateRating).toMatchObject({ ratingValue: product.average_rating, reviewCount: product.reviews_count });

      const crumbs = jsonLdOfType(html, 'BreadcrumbList').itemListElement;
      const category = product.categories[product.categories.length - 1];
      expect(crumbs.map((c: { name: string }) => c.name)).toEqual(['Home', category.name, product.name]);
      expect(crumbs[0].item).toBe(`${server.baseUrl}/`);
    });

    it('preloads the main picture the product screen shows first, with high priority', async () => {
      const product = await reviewedProduct(server);
      const html = (await page(server, `/products/${product.slug}/${product.id}`)).body;
      expect(preloadLinks(html)).toEqual([`<link rel="preload" as="image" href="${product.gallery[0].url}" fetchpriority="high">`]);
      // Early in the head: before the app's script, so the picture is requested first.
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
    });

    it('says an out-of-stock product without back orders is out of stock and has no rating without reviews', async () => {
      const id = await insertProduct(server, { name: 'Plain Steel Tumbler', slug: 'plain-steel-tumbler', stock: 0 });
      const html = (await page(server, `/products/plain-steel-tumbler/${id}`)).body;
      const data = jsonLdOfType(html, 'Product');
      expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
      expect(data.offers.price).toBe('149.50');
      expect(data).not.toHaveProperty('aggregateRating');
    });

    it('escapes a product name made to break out of the title, attributes and the JSON-LD script', async () => {
      const name = `Evil </script><script>alert("x")</script> 'quoted' & <b>bold</b>`;
      const id = await insertProduct(server, { name, slug: 'evil-name' });
      const response = await page(server, `/products/evil-name/${id}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<b>bold');
      // Only the shell's module script, the JSON-LD elements and the boot data open a script.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.filter((tag) => !tag.includes('application/ld+json'))).toEqual([
        '<script type="module" crossorigin src="/assets/index-fixture.js">',
        ...['/api/v1/store_settings', '/api/v1/cms_pages', '/api/v1/categories/all_category', `/api/v1/products/${id}`].map(
          (path) => `<script type="application/json" data-boot-answer="${path}">`,
        ),
      ]);
      expect(bootDataOf(html)[`/api/v1/products/${id}`].data.name).toBe(name);
      expect(html).toContain('\\u003c/script\\u003e');
      expect(titleOf(html)).toBe(`${name} | ${STORE}`);
      expect(metaContent(html, 'og:title')).toBe(`${name} | ${STORE}`);
      expect(jsonLdOfType(html, 'Product').name).toBe(name);
      expect(jsonLdOf(html)).toHaveLength(2);
    });

    it('carries the product and the start-up reads as the API answers them, for the app to start without asking', async () => {
      const product = await reviewedProduct(server);
      const boot = bootDataOf((await page(server, `/products/${product.slug}/${product.id}`)).body);
      expect(boot[`/api/v1/products/${product.id}`]).toEqual((await server.api.get(`/products/${product.id}`)).body);
      expect(boot['/api/v1/store_settings']).toEqual((await server.api.get('/store_settings')).body);
      expect(Object.keys(boot).sort()).toEqual(
        ['/api/v1/categories/all_category', '/api/v1/cms_pages', `/api/v1/products/${product.id}`, '/api/v1/store_settings'].sort(),
      );
    });

    it('answers 404 with the app shell for a product that does not exist or is not a number', async () => {
      for (const url of ['/products/no-such-thing/99999999', '/products/shirt/abc', '/products/just-a-slug']) {
        const response = await page(server, url);
        expect(response.statusCode).toBe(404);
        expect(titleOf(response.body)).toBe('404 Page Not Found');
        expect(metaContent(response.body, 'robots')).toBe('noindex');
        expect(response.body).toContain('<div id="root">');
        expect(linkHref(response.body, 'canonical')).toBeNull();
      }
    });

    it('sends an old slug to the product own address, keeping the query', async () => {
      const product = await reviewedProduct(server);
      const response = await page(server, `/products/an-old-name/${product.id}?ref=mail`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/products/${product.slug}/${product.id}?ref=mail`);
    });
  },
  { config: { storefrontDist: builtStorefront } },
);

async function insertProduct(server: TestServerHandle, spec: { name: string; slug: string; stock?: number }): Promise<number> {
  const at = new Date().toISOString();
  const row = await server.db
    .insertInto('products')
    .values({
      name: spec.name,
      slug: spec.slug,
      sku: spec.slug.toUpperCase(),
      description: '<p>A test product.</p>',
      price: 14950,
      compare_price: null,
      stock_qty: spec.stock ?? 5,
      back_order: 0,
      brand_id: null,
      video_url: null,
      popularity: 0,
      sold_count: 0,
      weekly_views: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

import zlib from 'node:zlib';
import { productPath } from '@storefront/domain';
import { forEachDatabase } from '../../testing';
import { rawRequest } from '../../testing/html-head';
import { DISALLOWED_PATHS } from './robots';
import { planSitemap, productsSitemap, sitemapIndex } from './sitemap';

async function collect(parts: AsyncIterable<string> | Iterable<string>): Promise<string> {
  let text = '';
  for await (const part of parts) text += part;
  return text;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));

forEachDatabase('robots.txt and sitemaps', (server) => {
  it('robots.txt allows everything but the shopper own pages, and names the sitemap', async () => {
    const response = await rawRequest(server.baseUrl, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/my-account', '/checkout', '/cart', '/callbackUrl']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(DISALLOWED_PATHS).toContain('/order/');
  });

  it('sitemap.xml lists home, categories, CMS pages and every active product with its last change, in English and Hindi', async () => {
    const response = await rawRequest(server.baseUrl, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = locs(xml);
    const product = await server.db.selectFrom('products').select(['id', 'name', 'slug', 'updated_at']).where('is_active', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const productUrl = `${server.baseUrl}${productPath(product)}`;
    const hindiProductUrl = `${server.baseUrl}/hi${productPath(product)}`;
    const productLinks =
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${productUrl}"/>` +
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${hindiProductUrl}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${productUrl}"/>`;
    expect(xml).toContain(`<url><loc>${productUrl}</loc><lastmod>${product.updated_at}</lastmod>${productLinks}</url>`);
    expect(xml).toContain(`<url><loc>${hindiProductUrl}</loc><lastmod>${product.updated_at}</lastmod>${productLinks}</url>`);
    for (const path of ['/', '/get-to-know-us/about-us', '/products?category_ids[1]=electronics']) {
      expect(urls).toContain(`${server.baseUrl}${path}`);
      expect(urls).toContain(`${server.baseUrl}${path === '/' ? '/hi' : `/hi${path}`}`);
    }
    const active = await server.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('is_active', '=', 1).executeTakeFirstOrThrow();
    expect(urls.filter((url) => url.startsWith(`${server.baseUrl}/products/`))).toHaveLength(Number(active.n));
    expect(urls.filter((url) => url.startsWith(`${server.baseUrl}/hi/products/`))).toHaveLength(Number(active.n));
  });

  it('leaves inactive products out and escapes URLs for XML', async () => {
    const at = new Date().toISOString();
    const hidden = await server.db
      .insertInto('products')
      .values({ name: 'Hidden & Gone', slug: 'hidden-gone', sku: 'HIDDEN-GONE', description: '', price: 100, compare_price: null, stock_qty: 1, back_order: 0, brand_id: null, video_url: null, popularity: 0, sold_count: 0, weekly_views: 0, is_active: 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.insertInto('cms_pages').values({ title: 'Q&A', slug: 'q&a', content: '<p>Questions</p>', show_on_header: 0, show_on_footer: 0, position: 50, updated_at: at }).execute();
    const xml = (await rawRequest(server.baseUrl, '/sitemap.xml')).text;
    expect(xml).not.toContain(`/${hidden.id}<`);
    expect(xml).toContain(`${server.baseUrl}/get-to-know-us/q%26a</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is compressed when the client accepts it', async () => {
    const plain = await rawRequest(server.baseUrl, '/sitemap.xml');
    const gzip = await rawRequest(server.baseUrl, '/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).toString('utf8')).toBe(plain.text);
    const br = await rawRequest(server.baseUrl, '/sitemap.xml', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(br.bytes).toString('utf8')).toBe(plain.text);
  });

  it('splits into a sitemap index when the site has more URLs than one file may hold', async () => {
    const maxUrls = 100;
    const plan = await planSitemap(server.db, maxUrls);
    // Each product has two addresses (English and Hindi): half as many products per file.
    expect(plan.productFiles).toBe(Math.ceil(plan.products / (maxUrls / 2)));
    expect(plan.productFiles).toBeGreaterThan(1);

    const index = await collect(sitemapIndex('https://shop.example.in', plan));
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      'https://shop.example.in/sitemap-pages.xml',
      ...Array.from({ length: plan.productFiles }, (_, i) => `https://shop.example.in/sitemap-products-${i + 1}.xml`),
    ]);

    // Every active product's two addresses (English and Hindi) in exactly one file, no file over the limit.
    const seen: string[] = [];
    for (let file = 1; file <= plan.productFiles; file++) {
      const urls = locs(await collect(productsSitemap(server.db, 'https://shop.example.in', file, maxUrls)));
      expect(urls.length).toBeLessThanOrEqual(maxUrls);
      seen.push(...urls);
    }
    expect(seen).toHaveLength(plan.products * 2);
    expect(new Set(seen).size).toBe(plan.products * 2);
    expect(seen.filter((url) => url.startsWith('https://shop.example.in/hi/'))).toHaveLength(plan.products);
  });

  it('answers 404 for a products sitemap the index does not name', async () => {
    // The demo store fits in one sitemap: there is no products file.
    const missing = await rawRequest(server.baseUrl, '/sitemap-products-1.xml');
    expect([missing.status, missing.text]).toEqual([404, 'No such sitemap']);
    expect((await rawRequest(server.baseUrl, '/sitemap-pages.xml')).status).toBe(200);
  });
});

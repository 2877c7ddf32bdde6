import path from 'node:path';
import { categoryListPath, productPath, type Locale } from '@storefront/domain';
import { apiRoot } from '../paths';
import { forEachDatabase, type TestServerHandle } from '../testing';
import { jsonLdOfType, linkHref, metaContent, rawRequest, titleOf } from '../testing/html-head';

const builtStorefront = path.join(apiRoot, 'fixtures/storefront-dist');
const WITH_HINDI: readonly Locale[] = ['en-IN', 'hi-IN'];

type Crumbs = { itemListElement: { name: string; item: string }[] };

async function page(server: TestServerHandle, url: string) {
  const response = await rawRequest(server.baseUrl, url);
  return { ...response, title: titleOf(response.text), description: metaContent(response.text, 'description') };
}

forEachDatabase(
  'the page head of Hindi pages',
  (server) => {
    it('titles and describes the home page in Hindi, the store name as the merchant wrote it', async () => {
      const hindi = await page(server, '/hi');
      expect(hindi.title).toBe('होम | Kirana & Co.');
      expect(hindi.description).toBe('घर की हर ज़रूरत, पूरे भारत में डिलीवरी');
      const site = jsonLdOfType<{ url: string; inLanguage: string; potentialAction: { target: { urlTemplate: string } } }>(hindi.text, 'WebSite');
      expect(site.url).toBe(`${server.baseUrl}/hi`);
      expect(site.potentialAction.target.urlTemplate).toBe(`${server.baseUrl}/hi/products?query={search_term_string}`);
      const english = await page(server, '/');
      expect(english.title).toBe('Home | Kirana & Co.');
      expect(english.description).toBe('Everything for your home, delivered across India');
      expect(jsonLdOfType<{ url: string }>(english.text, 'WebSite').url).toBe(`${server.baseUrl}/`);
    });

    it('names the list, the search, the titled screens and a missing page in Hindi', async () => {
      expect((await page(server, '/hi/products')).title).toBe('सभी उत्पाद | Kirana & Co.');
      expect((await page(server, '/hi/products?query=chai')).title).toBe('"chai" के लिए खोज परिणाम | Kirana & Co.');
      expect((await page(server, '/hi/contact-us')).title).toBe('संपर्क करें | Kirana & Co.');
      expect((await page(server, '/hi/faqs')).title).toBe('अक्सर पूछे जाने वाले सवाल | Kirana & Co.');
      const missing = await page(server, '/hi/no/such/page');
      expect(missing.status).toBe(404);
      expect(missing.title).toBe('404 पेज नहीं मिला');
      expect((await page(server, '/no/such/page')).title).toBe('404 Page Not Found');
      expect((await page(server, '/products?query=chai')).title).toBe('Search results for "chai" | Kirana & Co.');
    });

    it("gives a category page its Hindi name and breadcrumb, its address the merchant's", async () => {
      const category = await server.db.selectFrom('categories').selectAll().where('name', '=', 'Whole Spices').executeTakeFirstOrThrow();
      const listPath = categoryListPath(category);
      const hindi = await page(server, `/hi${listPath}`);
      expect(hindi.title).toBe('साबुत मसाले | Kirana & Co.');
      expect(hindi.description).toBe('Kirana & Co. पर साबुत मसाले खरीदें।');
      expect(linkHref(hindi.text, 'canonical')).toBe(`${server.baseUrl}/hi${listPath}`);
      const crumbs = jsonLdOfType<Crumbs>(hindi.text, 'BreadcrumbList').itemListElement;
      expect(crumbs.map((crumb) => crumb.name)).toEqual(['होम', 'किराना और खान-पान', 'मसाले', 'साबुत मसाले']);
      expect(crumbs[0].item).toBe(`${server.baseUrl}/hi`);
      expect(crumbs[3].item).toBe(`${server.baseUrl}/hi${listPath}`);
      const english = await page(server, listPath);
      expect(english.title).toBe('Whole Spices | Kirana & Co.');
      expect(english.description).toBe('Shop Whole Spices at Kirana & Co.');
    });

    it('gives a product page its Hindi description and a CMS page its Hindi title and text', async () => {
      const product = await server.db.selectFrom('products').select(['id', 'name', 'slug']).where('id', '=', 1).executeTakeFirstOrThrow();
      const hindi = await page(server, `/hi${productPath(product)}`);
      expect(hindi.title).toBe(`${product.name} | Kirana & Co.`);
      expect(hindi.description).toMatch(/भेजने से पहले गुणवत्ता जाँची जाती है/);
      const data = jsonLdOfType<{ description: string }>(hindi.text, 'Product');
      expect(data.description).toMatch(/कैश ऑन डिलीवरी उपलब्ध है/);
      expect(jsonLdOfType<Crumbs>(hindi.text, 'BreadcrumbList').itemListElement[0].name).toBe('होम');

      const shipping = await page(server, '/hi/get-to-know-us/shipping-policy');
      expect(shipping.title).toBe('शिपिंग नीति | Kirana & Co.');
      expect(shipping.description).toMatch(/^शिपिंग नीति ऑर्डर 1-2 कार्यदिवस में भेज दिए जाते हैं/);
      expect((await page(server, '/get-to-know-us/shipping-policy')).title).toBe('Shipping Policy | Kirana & Co.');
    });
  },
  { config: { storefrontDist: builtStorefront, offeredLocales: WITH_HINDI } },
);

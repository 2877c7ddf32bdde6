import { forEachDatabase } from '../testing';
import { importCatalog } from '../seed/import-catalog';

/** The demo store's Hindi texts (seed) and an import's, read through the catalogue and content API. */
forEachDatabase('translated catalogue content', (server) => {
  const read = async (url: string, locale?: string) => {
    const answer = await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: locale ? { 'accept-language': locale } : {} });
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  };

  it('has the demo store in Hindi: every category, CMS page and FAQ, and every product description', async () => {
    const missing = async (kind: 'category' | 'cms_page' | 'faq' | 'product', table: 'categories' | 'cms_pages' | 'faqs' | 'products') =>
      server.db
        .selectFrom(table)
        .select('id')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('content_translations as t').select('t.record_id').where('t.kind', '=', kind).whereRef('t.record_id', '=', `${table}.id`))),
        )
        .execute();
    expect(await missing('category', 'categories')).toEqual([]);
    expect(await missing('cms_page', 'cms_pages')).toEqual([]);
    expect(await missing('faq', 'faqs')).toEqual([]);
    expect(await missing('product', 'products')).toEqual([]);
  });

  it('answers Hindi category names in Hindi and the merchant\'s in English', async () => {
    const english = await read('/categories/all_category');
    const hindi = await read('/categories/all_category', 'hi-IN');
    expect(english.map((c: { name: string }) => c.name)).toContain('Grocery & Gourmet');
    expect(hindi.map((c: { name: string }) => c.name)).toContain('किराना और खान-पान');
    const grocery = hindi.find((c: { name: string }) => c.name === 'किराना और खान-पान');
    expect(grocery.childrens.map((c: { name: string }) => c.name)).toContain('मसाले');
    expect(grocery.childrens.flatMap((c: { childrens: { name: string }[] }) => c.childrens.map((g) => g.name))).toContain('साबुत मसाले');
  });

  it('answers CMS pages and FAQs in Hindi', async () => {
    expect((await read('/cms_pages', 'hi-IN')).map((page: { title: string }) => page.title)).toContain('हमारे बारे में');
    const page = await read('/cms_pages/shipping-policy', 'hi-IN');
    expect(page.title).toBe('शिपिंग नीति');
    expect(page.content).toContain('₹499 या उससे ज़्यादा के ऑर्डर पर शिपिंग मुफ़्त है');
    expect((await read('/cms_pages/shipping-policy')).title).toBe('Shipping Policy');
    const faqs = await read('/faqs', 'hi-IN');
    expect(faqs.map((faq: { question: string }) => faq.question)).toContain('अपना ऑर्डर कैसे ट्रैक करें?');
    expect(faqs.map((faq: { category: string }) => faq.category)).toContain('भुगतान');
  });

  it('answers a product page with its Hindi description and Hindi category names, its name as the merchant wrote it', async () => {
    const english = await read('/products/1');
    const hindi = await read('/products/1', 'hi-IN');
    expect(hindi.name).toBe(english.name);
    expect(hindi.description).toContain('कैश ऑन डिलीवरी उपलब्ध है');
    expect(english.description).toContain('Cash on delivery available');
    expect(hindi.categories[0].name).not.toBe(english.categories[0].name);
  });

  it('finds a product by a Hindi word of its description and by its category\'s Hindi name', async () => {
    expect(await read(`/products/filter?page=1&query=${encodeURIComponent('मसाले')}`, 'hi-IN')).not.toHaveLength(0);
    const found = await read(`/products/filter?page=1&query=${encodeURIComponent('साबुत मसाले')}`, 'hi-IN');
    expect(found.length).toBeGreaterThan(0);
    const detail = await read(`/products/${found[0].id}`, 'hi-IN');
    expect(detail.categories.map((c: { name: string }) => c.name)).toContain('साबुत मसाले');
  });

  it('writes translations from the import and answers them, each list in its language', async () => {
    await importCatalog(server.db, {
      categories: [{ name: 'Honey', slug: 'honey-hi-test', translations: { 'hi-IN': { name: 'शहद' } } }],
      products: [{
        sku: 'HI-HONEY-1', name: 'Madhu Wild Honey', price: 299, stock_qty: 5, category_slugs: ['honey-hi-test'],
        description: '<p>Raw forest honey.</p>',
        translations: { 'hi-IN': { name: 'मधु जंगली शहद', description: '<p>जंगल का कच्चा शहद।</p>' } },
      }],
    });
    const search = await read(`/products/filter?page=1&query=${encodeURIComponent('कच्चा शहद')}`, 'hi-IN');
    expect(search.map((p: { name: string }) => p.name)).toContain('मधु जंगली शहद');
    const englishSearch = await read(`/products/filter?page=1&query=${encodeURIComponent('raw honey')}`);
    expect(englishSearch.map((p: { name: string }) => p.name)).toContain('Madhu Wild Honey');
    const panel = await read(`/products/v1/search?query=${encodeURIComponent('मधु')}`, 'hi-IN');
    expect(panel.map((p: { name: string }) => p.name)).toContain('मधु जंगली शहद');
    const categories = await read('/categories/all_category', 'hi-IN');
    expect(categories.map((c: { name: string }) => c.name)).toContain('शहद');
  });
});

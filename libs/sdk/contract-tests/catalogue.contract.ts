import type { Category } from '../src';
import { CatalogueDiscovery } from './catalogue-discovery';
import { contractTarget, expectSdkError, newSdk } from './setup';

const target = contractTarget();

describe('store settings', () => {
  it('answers the settings that drive the look and the currency', async () => {
    const { data } = await newSdk().settings.get();
    expect(data.name).toEqual(expect.any(String));
    expect(data.currency_symbol).toBe('₹');
    expect(['otp', 'password']).toContain(data.default_web_login_method);
  });

  it('lists the payment options, cash on delivery among them', async () => {
    const { data } = await newSdk().settings.paymentOptions();
    expect(data.map((o) => o.code)).toContain('cod');
    expect(data.find((o) => o.code === 'cod')?.is_online).toBe(false);
  });
});

describe('catalogue', () => {
  it('paginates the product list: page 2 differs from page 1', async () => {
    const sdk = newSdk();
    const first = await sdk.catalog.filter({ page: 1, per_page: 5 });
    const second = await sdk.catalog.filter({ page: 2, per_page: 5 });
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 5 });
    expect(second.meta).toMatchObject({ current_page: 2, per_page: 5, total_count: first.meta.total_count });
    expect(first.meta.total_count).toBeGreaterThan(5);
    expect(first.data).toHaveLength(5);
    const onFirst = new Set(first.data.map((p) => p.id));
    expect(second.data.length).toBeGreaterThan(0);
    expect(second.data.some((p) => onFirst.has(p.id))).toBe(false);
  });

  it('filters by category, sub-categories included', async () => {
    const sdk = newSdk();
    const { data: tree } = await sdk.catalog.allCategories();
    const discovery = new CatalogueDiscovery(sdk);
    const someProduct = await discovery.detail((await discovery.all())[0].id);
    const filedUnder = someProduct.categories.map((c) => c.id);
    const root = tree.find((top) => subtree(top).some((id) => filedUnder.includes(id)));
    expect(root).toBeDefined();
    const ids = new Set(subtree(root as Category));
    const { data } = await sdk.catalog.filter({ 'category_ids[]': [(root as Category).id], per_page: 60 });
    expect(data.map((p) => p.id)).toContain(someProduct.id);
    for (const product of data.slice(0, 3)) {
      const detail = await discovery.detail(product.id);
      expect(detail.categories.some((c) => ids.has(c.id))).toBe(true);
    }
  });

  it('lists only products that can be bought with in_stock=true', async () => {
    const { data } = await newSdk().catalog.filter({ in_stock: true, per_page: 60 });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.in_stock)).toBe(true);
  });

  it('counts the products of each filter option as the list would show them', async () => {
    const sdk = newSdk();
    const { data: all } = await sdk.catalog.facets();
    expect(all.categories.length).toBeGreaterThan(0);
    expect(all.brands.every((b) => b.count > 0)).toBe(true);
    const category = all.categories.reduce((best, next) => (next.count > best.count ? next : best));
    const { data: inCategory, meta } = await sdk.catalog.facets({ 'category_ids[]': [category.id] });
    expect(meta).toBeDefined();
    // The category's own facet ignores its choice, so other categories stay countable.
    expect(inCategory.categories).toEqual(all.categories);
    const brand = inCategory.brands[0];
    const listed = await sdk.catalog.filter({ 'category_ids[]': [category.id], 'brand_ids[]': [brand.id], per_page: 1 });
    expect(listed.meta.total_count).toBe(brand.count);
    const buyable = await sdk.catalog.filter({ 'category_ids[]': [category.id], in_stock: true, per_page: 1 });
    expect(buyable.meta.total_count).toBe(inCategory.in_stock);
  });

  it('answers 400 on a price range whose minimum is above its maximum', async () => {
    const error = await expectSdkError(newSdk().catalog.facets({ min_price: 500, max_price: 100 }), 400);
    expect(error.fieldErrors[0]).toEqual({ field: 'min_price', message: expect.any(String) });
  });

  it('shows a product with its variants, option types and gallery', async () => {
    const discovery = new CatalogueDiscovery(newSdk());
    const product = await discovery.withVariants();
    expect(product.variants[0].attributes.length).toBeGreaterThan(0);
    expect(product.option_types.length).toBeGreaterThan(0);
    expect(product.gallery.length).toBeGreaterThan(0);
  });

  it('ends the gallery of a product with a video with the video entry', async () => {
    const discovery = new CatalogueDiscovery(newSdk());
    const withVideo = (await discovery.all()).find((p) => p.video_url);
    if (!withVideo) return; // This catalogue has no video product; nothing to check.
    const detail = await discovery.detail(withVideo.id);
    expect(detail.gallery.at(-1)).toMatchObject({ id: null, is_video: true, url: withVideo.video_url });
  });

  it('searches products by name (at most 10)', async () => {
    const sdk = newSdk();
    const [product] = await new CatalogueDiscovery(sdk).all();
    const word = product.name.split(/\s+/).find((w) => w.length >= 3) ?? product.name;
    const { data } = await sdk.search.products(word);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(10);
    expect(data.some((p) => p.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await sdk.search.products('zzqxjv')).data).toEqual([]);
  });

  it('answers the category tree, three levels at most, children pointing at their parent', async () => {
    const sdk = newSdk();
    const { data: tree } = await sdk.catalog.allCategories();
    expect(tree.length).toBeGreaterThan(0);
    const check = (nodes: Category[], parent: number | null, level: number) => {
      for (const node of nodes) {
        expect(node.parent_id).toBe(parent);
        expect(level).toBeLessThanOrEqual(3);
        check(node.childrens, node.id, level + 1);
      }
    };
    check(tree, null, 1);
    expect(tree.some((c) => c.show_on_header)).toBe(true);
    const { data: top } = await sdk.catalog.categories();
    expect(top.every((c) => c.is_top)).toBe(true);
  });

  it('answers the home lists: brands, collections, trending, best sellers, banners', async () => {
    const sdk = newSdk();
    const [brands, featured, collections, trending, weekly, best, sections, banners, options] = await Promise.all([
      sdk.catalog.brands(),
      sdk.catalog.brands({ featured: true }),
      sdk.catalog.collections(),
      sdk.catalog.trending(),
      sdk.catalog.trending({ period: 'weekly' }),
      sdk.catalog.bestSelling(),
      sdk.catalog.categoryProducts(),
      sdk.content.banners(),
      sdk.catalog.optionTypes(),
    ]);
    expect(brands.data.length).toBeGreaterThan(0);
    expect(featured.data.every((b) => b.featured)).toBe(true);
    for (const list of [trending.data, weekly.data, best.data, ...collections.data.map((c) => c.products)]) {
      expect(list.length).toBeLessThanOrEqual(12);
    }
    expect(sections.data.every((s) => s.products.length <= 12)).toBe(true);
    expect(banners.data.map((b) => b.position)).toEqual([...banners.data.map((b) => b.position)].sort((a, b) => a - b));
    expect(Array.isArray(options.data)).toBe(true);
  });
});

describe('content', () => {
  it('answers the terms_and_policy page with its content', async () => {
    const sdk = newSdk();
    const { data } = await sdk.content.cmsPage('terms_and_policy');
    expect(data.slug).toBe('terms_and_policy');
    expect(data.content.length).toBeGreaterThan(0);
    const { data: pages } = await sdk.content.cmsPages();
    expect(pages.map((p) => p.slug)).toContain('terms_and_policy');
  });

  it('lists the FAQs', async () => {
    const { data } = await newSdk().content.faqs();
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toEqual(expect.objectContaining({ question: expect.any(String), answer: expect.any(String) }));
  });

  it('lists return options', async () => {
    const { data } = await newSdk().orders.returnOptions();
    expect(data.length).toBeGreaterThan(0);
  });
});

describe('error envelope', () => {
  it('answers 400 with meta.message and field errors on invalid input', async () => {
    const error = await expectSdkError(newSdk().catalog.filter({ per_page: 61 }), 400);
    expect(error.fieldErrors.length).toBeGreaterThan(0);
    expect(error.fieldErrors[0]).toEqual({ field: expect.any(String), message: expect.any(String) });
  });

  it('answers 404 with meta.message for an unknown product and page', async () => {
    const sdk = newSdk();
    await expectSdkError(sdk.catalog.product(99_999_999), 404);
    await expectSdkError(sdk.content.cmsPage('no-such-page'), 404);
    const response = await target.fetch(`${target.baseUrl}/products/99999999`);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ meta: { message: expect.any(String) } });
    expect(body).not.toHaveProperty('data');
  });
});

function subtree(node: Category): number[] {
  return [node.id, ...node.childrens.flatMap(subtree)];
}

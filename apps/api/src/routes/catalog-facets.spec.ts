import { expectContractResponse, forEachDatabase } from '../testing';

interface FacetCount {
  id: number;
  count: number;
}
interface Facets {
  categories: FacetCount[];
  brands: FacetCount[];
  in_stock: number;
}
type Query = Record<string, string | number | boolean | number[]>;

forEachDatabase('catalogue filter counts', (server) => {
  const idOf = async (table: 'categories' | 'brands', column: 'slug' | 'name', value: string) =>
    (await server.db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id;
  const facets = async (query: Query) => {
    const response = await server.api.get('/products/filter/facets', { query });
    expect(response.status).toBe(200);
    return expectContractResponse('filterProductFacets', response).data as Facets;
  };
  const listed = async (query: Query) =>
    (await server.api.get('/products/filter', { query: { ...query, per_page: 1 } })).body.meta.total_count as number;

  /** Every count is what the list shows when that option replaces the facet's own choice. */
  async function expectCountsToMatchTheList(query: Query) {
    const counts = await facets(query);
    const { 'category_ids[]': _categories, ...withoutCategories } = query;
    const { 'brand_ids[]': _brands, ...withoutBrands } = query;
    for (const option of counts.categories.slice(0, 8)) {
      expect([option.id, await listed({ ...withoutCategories, 'category_ids[]': [option.id] })]).toEqual([option.id, option.count]);
    }
    for (const option of counts.brands) {
      expect([option.id, await listed({ ...withoutBrands, 'brand_ids[]': [option.id] })]).toEqual([option.id, option.count]);
    }
    expect(counts.in_stock).toBe(await listed({ ...query, in_stock: true }));
    expect([...counts.categories, ...counts.brands].every((option) => option.count > 0)).toBe(true);
    return counts;
  }

  it('lists only the brands that have products in the chosen category, each with its count', async () => {
    const electronics = await idOf('categories', 'slug', 'electronics');
    const annapurna = await idOf('brands', 'name', 'Annapurna Farms');
    const counts = await expectCountsToMatchTheList({ 'category_ids[]': [electronics] });
    expect(counts.brands.length).toBeGreaterThan(0);
    expect(counts.brands.map((b) => b.id)).not.toContain(annapurna);
    // The category facet ignores its own choice: every other category stays countable.
    expect(counts.categories).toEqual((await facets({})).categories);
  });

  it('counts under every combination of brand, price range, in stock only and text', async () => {
    const annapurna = await idOf('brands', 'name', 'Annapurna Farms');
    await expectCountsToMatchTheList({});
    await expectCountsToMatchTheList({ in_stock: true });
    await expectCountsToMatchTheList({ min_price: 100, max_price: 2000, in_stock: true });
    await expectCountsToMatchTheList({ min_price: 150 });
    await expectCountsToMatchTheList({ 'brand_ids[]': [annapurna], in_stock: true });
    await expectCountsToMatchTheList({ query: 'cotton', max_price: 1500 });
    await expectCountsToMatchTheList({ query: 'cotton', in_stock: true });
    await expectCountsToMatchTheList({ query: 'cotton', 'brand_ids[]': [annapurna] });
  });

  it('counts a text query without the inactive products it matches, under the chosen category too', async () => {
    const matching = await server.api.get('/products/filter', { query: { query: 'cotton', per_page: 50 } });
    const products = matching.body.data as Array<{ id: number }>;
    expect(products.length).toBeGreaterThan(1);
    const before = await expectCountsToMatchTheList({ query: 'cotton' });
    await server.db.updateTable('products').set({ is_active: 0 }).where('id', '=', products[0].id).execute();
    try {
      const after = await expectCountsToMatchTheList({ query: 'cotton' });
      const total = (counts: Facets) => counts.brands.reduce((sum, brand) => sum + brand.count, 0);
      expect(total(after)).toBeLessThanOrEqual(total(before));
      const category = after.categories[0].id;
      await expectCountsToMatchTheList({ query: 'cotton', 'category_ids[]': [category] });
    } finally {
      await server.db.updateTable('products').set({ is_active: 1 }).where('id', '=', products[0].id).execute();
    }
  });

  it('counts a text query under brands, a price range, in stock only and several categories at once', async () => {
    const cotton = await facets({ query: 'cotton' });
    const brands = cotton.brands.slice(0, 2).map((brand) => brand.id);
    const categories = cotton.categories.slice(0, 2).map((category) => category.id);
    expect([brands.length, categories.length]).toEqual([2, 2]);
    // A matching product of a chosen brand that cannot be bought now: "in stock only" leaves it out.
    const product = await server.db.selectFrom('products').select(['id', 'stock_qty', 'back_order'])
      .where('id', 'in', (await server.api.get('/products/filter', { query: { query: 'cotton', 'brand_ids[]': brands, per_page: 50 } })).body.data.map((p: { id: number }) => p.id))
      .orderBy('id').executeTakeFirstOrThrow();
    await server.db.updateTable('products').set({ stock_qty: 0, back_order: 0 }).where('id', '=', product.id).execute();
    try {
      for (const in_stock of [false, true]) {
        await expectCountsToMatchTheList({ query: 'cotton', 'brand_ids[]': brands, min_price: 100, max_price: 5000, in_stock });
        await expectCountsToMatchTheList({ query: 'cotton', 'category_ids[]': categories, 'brand_ids[]': brands.slice(0, 1), in_stock });
        await expectCountsToMatchTheList({ query: 'cotton', 'category_ids[]': [categories[1]], 'brand_ids[]': brands, min_price: 100, in_stock });
      }
    } finally {
      await server.db.updateTable('products').set({ stock_qty: product.stock_qty, back_order: product.back_order }).where('id', '=', product.id).execute();
    }
  });

  it('counts a product out of stock only once "in stock only" is off', async () => {
    const product = await server.db.selectFrom('products').select(['id', 'brand_id', 'stock_qty']).where('brand_id', 'is not', null)
      .where('stock_qty', '>', 0).where('back_order', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const brandCount = async () => (await facets({ in_stock: true })).brands.find((b) => b.id === product.brand_id)?.count ?? 0;
    const before = await brandCount();
    await server.db.updateTable('products').set({ stock_qty: 0 }).where('id', '=', product.id).execute();
    try {
      expect(await brandCount()).toBe(before - 1);
      await expectCountsToMatchTheList({ in_stock: true });
    } finally {
      await server.db.updateTable('products').set({ stock_qty: product.stock_qty }).where('id', '=', product.id).execute();
    }
  });

  it('answers 400 with a clear message for a negative price, a price that is not a number and min above max', async () => {
    const answer = async (query: Query) => {
      const response = await server.api.get('/products/filter/facets', { query });
      expect(response.status).toBe(400);
      expectContractResponse('filterProductFacets', response);
      return response.body.meta.message as string;
    };
    expect(await answer({ min_price: -1 })).toBe('min_price must be >= 0');
    expect(await answer({ max_price: 'cheap' })).toBe('max_price must be number');
    expect(await answer({ min_price: 900, max_price: 100 })).toBe('min_price must not be greater than max_price');
  });
});

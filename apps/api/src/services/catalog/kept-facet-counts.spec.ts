import { forEachDatabase } from '../../testing';
import { KeptFacetCounts } from './kept-facet-counts';
import { countFacets, type FacetFilter } from './product-facets';

forEachDatabase('filter counts read from the kept counts', (server) => {
  /** Every choice the kept counts answer, each compared with the same facets counted from the products. */
  async function expectSameAsCounted(filter: FacetFilter) {
    const kept = await new KeptFacetCounts(server.database).count(filter, []);
    expect([filter, kept]).toEqual([filter, await countFacets(server.database, server.app.searchEngine, filter, [])]);
  }

  it('answers every category, brand and "in stock only" choice as counting the products does', async () => {
    const categories = (await server.db.selectFrom('categories').select('id').orderBy('id').execute()).map((row) => row.id);
    const brands = (await server.db.selectFrom('brands').select('id').orderBy('id').execute()).map((row) => row.id);
    // Some products out of stock, one on back-order, one inactive, one without brand: every kind counted.
    const products = await server.db.selectFrom('products').select('id').where('is_active', '=', 1).orderBy('id').limit(12).execute();
    await server.db.updateTable('products').set({ stock_qty: 0, back_order: 0 }).where('id', 'in', products.slice(0, 6).map((p) => p.id)).execute();
    await server.db.updateTable('products').set({ back_order: 1 }).where('id', '=', products[0].id).execute();
    await server.db.updateTable('products').set({ is_active: 0 }).where('id', '=', products[7].id).execute();
    await server.db.updateTable('products').set({ brand_id: null }).where('id', '=', products[8].id).execute();

    for (const inStock of [false, true]) {
      await expectSameAsCounted({ inStock });
      for (const category of categories) await expectSameAsCounted({ categoryIds: [category], inStock });
      for (const brand of brands) await expectSameAsCounted({ brandIds: [brand], inStock });
      await expectSameAsCounted({ brandIds: brands.slice(0, 3), inStock });
      for (const category of categories.slice(0, 6)) {
        await expectSameAsCounted({ categoryIds: [category], brandIds: brands.slice(1, 4), inStock });
      }
      await expectSameAsCounted({ categoryIds: [999_999], brandIds: [999_998], inStock });
    }
  });

  it('answers price ranges as counting does: whole bands, bands cut at either end, within one band', async () => {
    const categories = (await server.db.selectFrom('categories').select('id').where('parent_id', 'is', null).orderBy('id').execute()).map((row) => row.id);
    const brands = (await server.db.selectFrom('brands').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
    // Products on and next to the bands' edges (₹500 starts a band, ₹499.99 ends the one before).
    const products = await server.db.selectFrom('products').select('id').where('is_active', '=', 1).orderBy('id').limit(4).execute();
    for (const [i, price] of [49_999, 50_000, 70_000, 69_999].entries()) {
      await server.db.updateTable('products').set({ price }).where('id', '=', products[i].id).execute();
    }
    const ranges: Array<Pick<FacetFilter, 'minPrice' | 'maxPrice'>> = [
      { minPrice: 500, maxPrice: 5000 },
      { minPrice: 500, maxPrice: 699.99 },
      { minPrice: 499.99, maxPrice: 700 },
      { minPrice: 120, maxPrice: 2600 },
      { minPrice: 101, maxPrice: 102 },
      { minPrice: 500, maxPrice: 500 },
      { minPrice: 0, maxPrice: 0 },
      { minPrice: 150 },
      { maxPrice: 999.99 },
      { minPrice: 1.5, maxPrice: 99_999_999 },
    ];
    for (const range of ranges) {
      for (const inStock of [false, true]) {
        await expectSameAsCounted({ ...range, inStock });
        await expectSameAsCounted({ ...range, inStock, brandIds: brands });
        for (const category of categories.slice(0, 4)) {
          await expectSameAsCounted({ ...range, inStock, categoryIds: [category] });
          await expectSameAsCounted({ ...range, inStock, categoryIds: [category], brandIds: brands.slice(0, 1) });
        }
      }
    }
  });

  it('leaves text and several categories to counting', async () => {
    expect(await new KeptFacetCounts(server.database).count({ query: 'cotton' }, ['cotton'])).toBeUndefined();
    expect(await new KeptFacetCounts(server.database).count({ categoryIds: [1, 2] }, [])).toBeUndefined();
  });
});

import { forEachDatabase } from '../../testing';
import { keptFacetCounts } from './kept-facet-counts';
import { countFacets, type FacetFilter } from './product-facets';

forEachDatabase('filter counts read from the kept counts', (server) => {
  /** Every choice the kept counts answer, each compared with the same facets counted from the products. */
  async function expectSameAsCounted(filter: FacetFilter) {
    const kept = await keptFacetCounts(server.db, filter, []);
    expect([filter, kept]).toEqual([filter, await countFacets(server.db, filter, [])]);
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

  it('leaves text, a price range and several categories to counting', async () => {
    expect(await keptFacetCounts(server.db, { query: 'cotton' }, ['cotton'])).toBeUndefined();
    expect(await keptFacetCounts(server.db, { minPrice: 100 }, [])).toBeUndefined();
    expect(await keptFacetCounts(server.db, { maxPrice: 100 }, [])).toBeUndefined();
    expect(await keptFacetCounts(server.db, { categoryIds: [1, 2] }, [])).toBeUndefined();
  });
});

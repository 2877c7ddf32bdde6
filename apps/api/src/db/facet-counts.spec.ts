import { type Kysely, sql } from 'kysely';
import { importCatalog } from '../seed/import-catalog';
import { takeStock } from '../services/orders/stock';
import { forEachDatabase } from '../testing';
import type { Database } from './schema';

/**
 * `category:brand:band` -> [active products, of which buyable]; category 0 is "the whole catalogue", brand
 * 0 "every brand".
 */
type Counts = Record<string, [number, number]>;

/**
 * What facet_counts must hold, counted from scratch: every active product under every category it or
 * its categories sit below (a recursive walk of the tree, not category_listing), and under 0, each under
 * its brand and under 0, in the band its price falls in.
 */
async function freshCounts(db: Kysely<Database>): Promise<Counts> {
  const bands = await db.selectFrom('facet_price_bands').selectAll().orderBy('band').execute();
  const bandOf = (price: number) => bands.filter((b) => b.from_paise <= price).at(-1)?.band;
  const { rows } = await sql<{ category_id: number; product_id: number; brand_id: number | null; buyable: number; price: number }>`
    with recursive below (ancestor_id, category_id) as (
      select id, id from categories
      union all
      select below.ancestor_id, c.id from below join categories c on c.parent_id = below.category_id
    )
    select distinct below.ancestor_id as category_id, p.id as product_id, p.brand_id, p.price,
      case when p.stock_qty > 0 or p.back_order = 1 then 1 else 0 end as buyable
    from product_categories pc join below on below.category_id = pc.category_id join products p on p.id = pc.product_id
    where p.is_active = 1
    union all
    select 0, p.id, p.brand_id, p.price, case when p.stock_qty > 0 or p.back_order = 1 then 1 else 0 end
    from products p where p.is_active = 1`.execute(db);
  const counts: Counts = {};
  const add = (key: string, buyable: number) => {
    const [products, buyables] = counts[key] ?? [0, 0];
    counts[key] = [products + 1, buyables + Number(buyable)];
  };
  for (const row of rows) {
    const band = bandOf(Number(row.price));
    add(`${row.category_id}:0:${band}`, row.buyable);
    if (row.brand_id !== null) add(`${row.category_id}:${row.brand_id}:${band}`, row.buyable);
  }
  return counts;
}

async function keptCounts(db: Kysely<Database>): Promise<Counts> {
  const rows = await db.selectFrom('facet_counts').selectAll().execute();
  const negative = rows.filter((row) => Number(row.products) < 0 || Number(row.buyable) < 0 || Number(row.buyable) > Number(row.products));
  expect(negative).toEqual([]);
  return Object.fromEntries(
    rows.filter((row) => Number(row.products) !== 0)
      .map((row) => [`${row.category_id}:${row.brand_id}:${row.band}`, [Number(row.products), Number(row.buyable)]]),
  );
}

forEachDatabase('filter counts kept by triggers (migration 0019)', (server) => {
  const ids: Record<string, number> = {};
  const now = new Date().toISOString();

  async function expectCountsRight(): Promise<Counts> {
    const expected = await freshCounts(server.db);
    expect(await keptCounts(server.db)).toEqual(expected);
    return expected;
  }

  async function addCategory(slug: string, parent: string | null): Promise<void> {
    const row = await server.db
      .insertInto('categories')
      .values({ name: slug, slug, parent_id: parent ? ids[parent] : null, position: 0, show_on_header: 0, is_top: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[slug] = row.id;
  }

  async function addBrand(slug: string): Promise<void> {
    const row = await server.db.insertInto('brands').values({ name: slug, slug, logo: null, featured: 0, position: 0 })
      .returning('id').executeTakeFirstOrThrow();
    ids[slug] = row.id;
  }

  const product = (sku: string, brand: string | null, fields: { stock_qty?: number; back_order?: number; is_active?: number } = {}) => ({
    name: sku, slug: sku, sku, description: '', price: 10_000, compare_price: null, stock_qty: fields.stock_qty ?? 3,
    back_order: fields.back_order ?? 0, brand_id: brand ? ids[brand] : null, video_url: null, popularity: 0, sold_count: 0,
    weekly_views: 0, is_active: fields.is_active ?? 1, created_at: now, updated_at: now,
  });

  async function addProduct(sku: string, brand: string | null, categories: string[], fields: Parameters<typeof product>[2] = {}) {
    const row = await server.db.insertInto('products').values(product(sku, brand, fields)).returning('id').executeTakeFirstOrThrow();
    ids[sku] = row.id;
    if (categories.length > 0) {
      await server.db.insertInto('product_categories')
        .values(categories.map((category) => ({ product_id: row.id, category_id: ids[category] }))).execute();
    }
  }

  const update = (sku: string, fields: Partial<ReturnType<typeof product>>) =>
    server.db.updateTable('products').set(fields).where('id', '=', ids[sku]).execute();
  /** [products, buyable] of a category (or 0) and brand (or 0) as kept, all bands. */
  const kept = async (category: string | 0, brand: string | 0) => {
    const prefix = `${category === 0 ? 0 : ids[category]}:${brand === 0 ? 0 : ids[brand]}:`;
    return Object.entries(await keptCounts(server.db))
      .filter(([key]) => key.startsWith(prefix))
      .reduce(([products, buyable], [, counts]) => [products + counts[0], buyable + counts[1]], [0, 0]);
  };
  /** The kept counts of the whole catalogue and every brand, per band. */
  const perBand = async () => Object.fromEntries(Object.entries(await keptCounts(server.db)).filter(([key]) => key.startsWith('0:0:')));

  beforeAll(async () => {
    await addCategory('fc-top', null);
    await addCategory('fc-mid', 'fc-top');
    await addCategory('fc-leaf', 'fc-mid');
    await addCategory('fc-other', null);
    await addBrand('fc-brand-a');
    await addBrand('fc-brand-b');
  });

  it('starts right on the seeded store (the migration counts what is there)', async () => {
    await expectCountsRight();
    expect((await kept(0, 0))[0]).toBeGreaterThan(10);
  });

  it('counts a product added, under its categories and their ancestors, its brand and the whole catalogue', async () => {
    const before = await kept('fc-top', 'fc-brand-a');
    await addProduct('fc-p1', 'fc-brand-a', ['fc-leaf']);
    await addProduct('fc-p2', 'fc-brand-b', ['fc-mid', 'fc-leaf'], { stock_qty: 0 });
    await addProduct('fc-p3', null, ['fc-other'], { stock_qty: 0, back_order: 1 });
    await addProduct('fc-p4', 'fc-brand-a', []);
    await addProduct('fc-p5', 'fc-brand-a', ['fc-leaf'], { is_active: 0 });
    await expectCountsRight();
    expect(before).toEqual([0, 0]);
    expect(await kept('fc-top', 'fc-brand-a')).toEqual([1, 1]);
    expect(await kept('fc-top', 0)).toEqual([2, 1]);
    expect(await kept('fc-other', 0)).toEqual([1, 1]);
  });

  it('follows a product inserted with others in one statement', async () => {
    const rows = await server.db.insertInto('products')
      .values([product('fc-m1', 'fc-brand-b'), product('fc-m2', null, { stock_qty: 0 }), product('fc-m3', 'fc-brand-a', { is_active: 0 })])
      .returning(['id', 'sku']).execute();
    for (const row of rows) ids[row.sku] = row.id;
    await server.db.insertInto('product_categories')
      .values(rows.map((row) => ({ product_id: row.id, category_id: ids['fc-mid'] }))).execute();
    await expectCountsRight();
    expect(await kept('fc-mid', 'fc-brand-b')).toEqual([2, 1]);
  });

  it('follows stock to 0 and back, back-order, and a price or name edit', async () => {
    await update('fc-p1', { stock_qty: 0 });
    expect(await kept('fc-top', 'fc-brand-a')).toEqual([1, 0]);
    await expectCountsRight();
    await update('fc-p1', { stock_qty: 5 });
    await update('fc-p2', { back_order: 1 });
    await update('fc-p3', { back_order: 0, price: 12_345, name: 'renamed' });
    await expectCountsRight();
    // ₹100 (band from ₹100) to ₹149.99 stays in its band; ₹150 moves to the next one.
    const before = await perBand();
    await update('fc-p1', { price: 14_999 });
    expect(await perBand()).toEqual(before);
    await update('fc-p1', { price: 15_000 });
    expect(await perBand()).not.toEqual(before);
    await expectCountsRight();
    expect(await kept('fc-top', 'fc-brand-a')).toEqual([1, 1]);
    expect(await kept('fc-other', 0)).toEqual([1, 0]);
  });

  it('follows a product moved to another brand, to no brand, and to other categories', async () => {
    await update('fc-p1', { brand_id: ids['fc-brand-b'] });
    expect(await kept('fc-top', 'fc-brand-a')).toEqual([0, 0]);
    await update('fc-p2', { brand_id: null });
    await expectCountsRight();
    await server.db.updateTable('product_categories').set({ category_id: ids['fc-other'] })
      .where('product_id', '=', ids['fc-p1']).execute();
    await server.db.deleteFrom('product_categories').where('product_id', '=', ids['fc-p2']).where('category_id', '=', ids['fc-leaf']).execute();
    await server.db.insertInto('product_categories').values({ product_id: ids['fc-p4'], category_id: ids['fc-leaf'] }).execute();
    await expectCountsRight();
    expect(await kept('fc-other', 'fc-brand-b')).toEqual([1, 1]);
  });

  it('follows deactivation and reactivation, also with the brand, stock or price changed by the same update', async () => {
    await update('fc-p4', { is_active: 0 });
    await expectCountsRight();
    await update('fc-p1', { is_active: 0, brand_id: ids['fc-brand-a'], stock_qty: 0 });
    await expectCountsRight();
    await update('fc-p5', { is_active: 1, stock_qty: 0, price: 99_900 });
    await expectCountsRight();
    await update('fc-p1', { is_active: 1, brand_id: null, back_order: 1, popularity: 7 });
    await update('fc-p4', { is_active: 1 });
    await expectCountsRight();
    await server.db.updateTable('products').set({ stock_qty: 0 }).where('sku', 'in', ['fc-p1', 'fc-p4', 'fc-m1', 'fc-m2']).execute();
    await server.db.updateTable('products').set({ is_active: 0 }).where('sku', 'in', ['fc-m1', 'fc-m3']).execute();
    await expectCountsRight();
  });

  it('follows categories moved, added above their sub-categories and deleted, and a brand deleted', async () => {
    await server.db.updateTable('categories').set({ parent_id: ids['fc-other'] }).where('id', '=', ids['fc-mid']).execute();
    await expectCountsRight();
    expect((await kept('fc-other', 0))[0]).toBeGreaterThan(1);
    await addCategory('fc-new-top', null);
    await server.db.updateTable('categories').set({ parent_id: ids['fc-new-top'] }).where('id', '=', ids['fc-other']).execute();
    await server.db.deleteFrom('categories').where('id', '=', ids['fc-leaf']).execute();
    await expectCountsRight();
    await server.db.deleteFrom('brands').where('id', '=', ids['fc-brand-b']).execute();
    await expectCountsRight();
    expect(await kept(0, 'fc-brand-b')).toEqual([0, 0]);
  });

  it('follows products deleted, alone and several at once', async () => {
    await server.db.deleteFrom('products').where('id', '=', ids['fc-p5']).execute();
    await expectCountsRight();
    await server.db.deleteFrom('products').where('sku', 'in', ['fc-p2', 'fc-m1', 'fc-m2', 'fc-m3']).execute();
    await expectCountsRight();
  });

  it('follows a variant sold out by an order (its product\'s stock is the sum of its variants\')', async () => {
    const variant = await server.db.selectFrom('variants as v').innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.product_id', 'p.stock_qty', 'p.name']).where('v.stock_qty', '>', 0).where('p.back_order', '=', 0)
      .where('v.back_order', '=', 0).where('p.is_active', '=', 1).orderBy('v.id').executeTakeFirstOrThrow();
    // Every other variant of the product emptied first: the last one's sale makes it unbuyable.
    await server.db.updateTable('variants').set({ stock_qty: 0 }).where('product_id', '=', variant.product_id).where('id', '<>', variant.id).execute();
    const own = await server.db.selectFrom('variants').select('stock_qty').where('id', '=', variant.id).executeTakeFirstOrThrow();
    await server.db.updateTable('products').set({ stock_qty: own.stock_qty }).where('id', '=', variant.product_id).execute();
    await expectCountsRight();
    const before = await kept(0, 0);
    await server.db.transaction().execute((trx) =>
      takeStock(trx, { productId: variant.product_id, variantId: variant.id, productName: variant.name, quantity: own.stock_qty }));
    await expectCountsRight();
    expect(await server.db.selectFrom('products').select('stock_qty').where('id', '=', variant.product_id).executeTakeFirstOrThrow())
      .toEqual({ stock_qty: 0 });
    expect(await kept(0, 0)).toEqual([before[0], before[1] - 1]);
    await server.db.deleteFrom('variants').where('id', '=', variant.id).execute();
    await expectCountsRight();
  });

  it('is left as it was by an import that fails, and runs again after it', async () => {
    const before = await keptCounts(server.db);
    const failing = importCatalog(server.db, {
      products: [
        { sku: 'fc-fail-1', name: 'FC Fail 1', price: 10, stock_qty: 1, category_slugs: ['fc-top'] },
        { sku: 'fc-fail-2', name: 'FC Fail 1', slug: 'fc-fail-1', price: 10, stock_qty: 1, category_slugs: ['fc-top'] },
      ],
    });
    await expect(failing).rejects.toThrow('slug "fc-fail-1" is already used');
    expect(await keptCounts(server.db)).toEqual(before);
    await update('fc-p1', { stock_qty: 9, back_order: 0 });
    await expectCountsRight();
  });

  it('follows a catalogue import (new products in batches, existing ones updated, variants)', async () => {
    await importCatalog(server.db, {
      brands: [{ name: 'FC Imported', slug: 'fc-imported' }],
      categories: [{ name: 'FC Imported', slug: 'fc-imported' }, { name: 'FC Imported Leaf', slug: 'fc-imported-leaf', parent_slug: 'fc-imported' }],
      products: [
        ...Array.from({ length: 30 }, (_, i) => ({
          sku: `fc-imp-${i}`, name: `FC Imported ${i}`, price: 100 + i, stock_qty: i % 3, brand_slug: i % 2 ? 'fc-imported' : undefined,
          category_slugs: [i % 4 ? 'fc-imported-leaf' : 'fc-imported'],
        })),
        { sku: 'fc-p1', name: 'fc-p1', price: 50, stock_qty: 0, brand_slug: 'fc-imported', category_slugs: ['fc-imported-leaf'] },
        {
          sku: 'fc-imp-v', name: 'FC Imported Variants', price: 300, brand_slug: 'fc-imported', category_slugs: ['fc-imported-leaf'],
          variants: [{ sku: 'fc-imp-v-s', price: 300, stock_qty: 0, options: { Size: 'S' } }, { sku: 'fc-imp-v-m', price: 300, stock_qty: 2, options: { Size: 'M' } }],
        },
      ],
    });
    const counts = await expectCountsRight();
    // SQLite's triggers were paused for the import and the counts rebuilt: the pause ended with it.
    expect(await server.db.selectFrom('facet_counts_paused').selectAll().execute()).toEqual([]);
    const imported = await server.db.selectFrom('categories').select('id').where('slug', '=', 'fc-imported').executeTakeFirstOrThrow();
    const importedCounts = Object.entries(counts).filter(([key]) => key.startsWith(`${imported.id}:0:`)).map(([, c]) => c);
    expect(importedCounts.reduce((sum, c) => [sum[0] + c[0], sum[1] + c[1]], [0, 0])).toEqual([32, 21]);
  });
});

forEachDatabase('filter counts under concurrent orders (migration 0019)', (server) => {
  it('stays exact, without deadlocks, when many transactions sell out products of other brands and bands at once', async () => {
    // Pairs of products whose bands are in opposite orders: one transaction empties a then b, another c
    // then d (each in id order, as orders lock them), so their counts' keys come in opposite orders.
    const products = await server.db.selectFrom('products').select(['id', 'price']).where('is_active', '=', 1).orderBy('id').execute();
    const cheap = products.filter((p) => p.price < 50_000);
    const dear = products.filter((p) => p.price >= 100_000);
    const half = (list: typeof products) => [list.slice(0, list.length / 2), list.slice(list.length / 2)];
    const [cheapLow, cheapHigh] = half(cheap);
    const [dearLow, dearHigh] = half(dear);
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < Math.min(cheapLow.length, dearLow.length, cheapHigh.length, dearHigh.length); i++) {
      // In id order: a cheap product then a dear one, and a dear one then a cheap one.
      if (cheapLow[i].id < dearHigh[i].id) pairs.push([cheapLow[i].id, dearHigh[i].id]);
      if (dearLow[i].id < cheapHigh[i].id) pairs.push([dearLow[i].id, cheapHigh[i].id]);
    }
    expect(pairs.length).toBeGreaterThan(6);
    // One cheap band and one dear band: every transaction's counts meet the others' in both.
    await server.db.updateTable('products').set({ price: 20_000 }).where('id', 'in', cheap.map((p) => p.id)).execute();
    await server.db.updateTable('products').set({ price: 200_000 }).where('id', 'in', dear.map((p) => p.id)).execute();
    const sellOut = (ids: [number, number], stock: number) =>
      server.db.transaction().execute(async (trx) => {
        for (const id of ids) await trx.updateTable('products').set({ stock_qty: stock, back_order: 0 }).where('id', '=', id).execute();
      });
    for (let round = 0; round < 5; round++) {
      const results = await Promise.allSettled(pairs.map((pair) => sellOut(pair, round % 2 === 0 ? 0 : 4)));
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      expect(await keptCounts(server.db)).toEqual(await freshCounts(server.db));
    }
  });
});

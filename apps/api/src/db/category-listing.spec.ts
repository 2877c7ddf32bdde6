import { type Kysely, sql } from 'kysely';
import { forEachDatabase } from '../testing';
import type { Database } from './schema';

type Listing = Array<{ category_id: number; product_id: number; created_at: string; price: number; popularity: number }>;

/** What category_listing must hold, computed from scratch (a recursive walk of the tree). */
async function expectedListing(db: Kysely<Database>): Promise<Listing> {
  const { rows } = await sql<Listing[number]>`
    with recursive below (ancestor_id, category_id) as (
      select id, id from categories
      union all
      select below.ancestor_id, c.id from below join categories c on c.parent_id = below.category_id
    )
    select distinct below.ancestor_id as category_id, p.id as product_id, p.created_at, p.price, p.popularity
    from product_categories pc join below on below.category_id = pc.category_id join products p on p.id = pc.product_id
    where p.is_active = 1 order by 1, 2`.execute(db);
  return rows.map((row) => ({ ...row, category_id: Number(row.category_id), product_id: Number(row.product_id) }));
}

async function actualListing(db: Kysely<Database>): Promise<Listing> {
  const rows = await db.selectFrom('category_listing').selectAll().orderBy('category_id').orderBy('product_id').execute();
  return rows.map((row) => ({ ...row, category_id: Number(row.category_id), product_id: Number(row.product_id) }));
}

forEachDatabase('category listing (migration 0011)', (server) => {
  let ids: Record<string, number>;

  async function addCategory(slug: string, parent: string | null): Promise<number> {
    const row = await server.db
      .insertInto('categories')
      .values({ name: slug, slug, parent_id: parent ? ids[parent] : null, position: 0, show_on_header: 0, is_top: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[slug] = row.id;
    return row.id;
  }

  async function addProduct(sku: string, categories: string[], isActive = 1): Promise<number> {
    const now = new Date().toISOString();
    const row = await server.db
      .insertInto('products')
      .values({
        name: sku, slug: sku, sku, description: '', price: 10_000, compare_price: null, stock_qty: 1, back_order: 0,
        brand_id: null, video_url: null, popularity: 5, sold_count: 0, weekly_views: 0, is_active: isActive,
        created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[sku] = row.id;
    for (const category of categories) {
      await server.db.insertInto('product_categories').values({ product_id: row.id, category_id: ids[category] }).execute();
    }
    return row.id;
  }

  async function expectListingRight(): Promise<Listing> {
    const expected = await expectedListing(server.db);
    expect(await actualListing(server.db)).toEqual(expected);
    return expected;
  }

  const listed = (listing: Listing, category: string) =>
    listing.filter((row) => row.category_id === ids[category]).map((row) => row.product_id);

  beforeAll(async () => {
    ids = {};
    await addCategory('t-a', null);
    await addCategory('t-b', 't-a');
    await addCategory('t-c', 't-b');
    await addCategory('t-d', null);
    await addProduct('t-p1', ['t-c']);
    await addProduct('t-p2', ['t-b', 't-c']);
    await addProduct('t-p3', ['t-d']);
    await addProduct('t-p4', ['t-c'], 0);
  });

  it('lists each active product once under its categories and every ancestor of them', async () => {
    const listing = await expectListingRight();
    expect(listed(listing, 't-a')).toEqual([ids['t-p1'], ids['t-p2']]);
    expect(listed(listing, 't-c')).toEqual([ids['t-p1'], ids['t-p2']]);
    expect(listed(listing, 't-d')).toEqual([ids['t-p3']]);
  });

  it('follows price, popularity, creation time and is_active', async () => {
    await server.db.updateTable('products').set({ price: 25_000, popularity: 99 }).where('id', '=', ids['t-p1']).execute();
    await server.db.updateTable('products').set({ is_active: 0 }).where('id', '=', ids['t-p2']).execute();
    await server.db.updateTable('products').set({ is_active: 1, created_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', ids['t-p4']).execute();
    const listing = await expectListingRight();
    expect(listed(listing, 't-a')).toEqual([ids['t-p1'], ids['t-p4']]);
    expect(listing.find((row) => row.product_id === ids['t-p1'])).toMatchObject({ price: 25_000, popularity: 99 });
  });

  it('follows a product put into or taken out of a category', async () => {
    await server.db.deleteFrom('product_categories').where('product_id', '=', ids['t-p1']).where('category_id', '=', ids['t-c']).execute();
    await server.db.insertInto('product_categories').values({ product_id: ids['t-p1'], category_id: ids['t-d'] }).execute();
    const listing = await expectListingRight();
    expect(listed(listing, 't-d')).toEqual([ids['t-p1'], ids['t-p3']]);
    expect(listed(listing, 't-a')).toEqual([ids['t-p4']]);
  });

  it('follows a category moved to another parent, and refuses a move below itself', async () => {
    await server.db.updateTable('categories').set({ parent_id: ids['t-d'] }).where('id', '=', ids['t-c']).execute();
    const listing = await expectListingRight();
    expect(listed(listing, 't-d')).toEqual([ids['t-p1'], ids['t-p3'], ids['t-p4']]);
    expect(listed(listing, 't-a')).toEqual([]);

    await addCategory('t-e', 't-c');
    const cycle = server.db.updateTable('categories').set({ parent_id: ids['t-e'] }).where('id', '=', ids['t-d']).execute();
    await expect(cycle.then(() => 'moved', () => 'refused')).resolves.toBe('refused');
    await expectListingRight();
  });

  it('places a sub-category inserted before its parent by the same statement', async () => {
    const [parent, child] = [990_001, 990_002];
    await server.db
      .insertInto('categories')
      .values([
        { id: child, name: 't-late-child', slug: 't-late-child', parent_id: parent, position: 0, show_on_header: 0, is_top: 0 },
        { id: parent, name: 't-late-parent', slug: 't-late-parent', parent_id: null, position: 0, show_on_header: 0, is_top: 0 },
      ])
      .execute();
    Object.assign(ids, { 't-late-parent': parent, 't-late-child': child });
    await addProduct('t-p5', ['t-late-child']);
    expect(listed(await expectListingRight(), 't-late-parent')).toEqual([ids['t-p5']]);
  });

  it('stays right with category moves and product links written side by side', async () => {
    await addCategory('t-r1', null);
    await addCategory('t-r2', null);
    await addCategory('t-rc', 't-r1');
    const products = await Promise.all(Array.from({ length: 12 }, (_, i) => addProduct(`t-race-${i}`, [])));
    await Promise.all(
      products.flatMap((productId, i) => [
        server.db.transaction().execute(async (trx) => {
          await trx.insertInto('product_categories').values({ product_id: productId, category_id: ids['t-rc'] }).execute();
          // PostgreSQL: the link stays uncommitted while moves run beside it (SQLite has one writer).
          if (server.kind === 'postgres') await sql`select pg_sleep(0.03)`.execute(trx);
        }),
        server.db.transaction().execute((trx) =>
          trx.updateTable('categories').set({ parent_id: ids[i % 2 === 0 ? 't-r2' : 't-r1'] }).where('id', '=', ids['t-rc']).execute(),
        ),
      ]),
    );
    const listing = await expectListingRight();
    expect(listed(listing, 't-rc')).toEqual([...products].sort((a, b) => a - b));
  });

  it('follows a deleted category (its sub-categories become top categories) and a deleted product', async () => {
    await server.db.deleteFrom('categories').where('id', '=', ids['t-d']).execute();
    const afterCategory = await expectListingRight();
    expect(listed(afterCategory, 't-c')).toEqual([ids['t-p4']]);
    expect(listed(afterCategory, 't-d')).toEqual([]);

    await server.db.deleteFrom('products').where('id', '=', ids['t-p4']).execute();
    expect(listed(await expectListingRight(), 't-c')).toEqual([]);
    expect(await server.db.selectFrom('category_listing_refresh').selectAll().execute()).toEqual([]);
  });
});

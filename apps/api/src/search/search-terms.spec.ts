import { sql } from 'kysely';
import { MAX_PREFIX_TERMS } from './postgres-prefix-expansion';
import { forEachDatabase } from '../testing';

interface Summary {
  id: number;
  name: string;
}

/**
 * The search vocabulary (`product_search_terms`: fts5vocab on SQLite, migration 0012's table kept by
 * triggers on PostgreSQL) and the typo correction that reads it.
 */
forEachDatabase('search vocabulary and typo correction (migration 0012)', (server) => {
  async function termCount(term: string): Promise<number> {
    const { rows } = await sql<{ doc: number }>`select doc from product_search_terms where term = ${term}`.execute(server.db);
    return rows.length === 0 ? 0 : Number(rows[0].doc);
  }

  async function addProduct(name: string, brandId: number | null = null): Promise<number> {
    const now = new Date().toISOString();
    const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
    const row = await server.db
      .insertInto('products')
      .values({
        name, slug, sku: slug, description: '', price: 10_000, compare_price: null, stock_qty: 5, back_order: 0,
        brand_id: brandId, video_url: null, popularity: 0, sold_count: 0, weekly_views: 0, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const search = async (query: string) =>
    (await server.api.get('/products/v1/search', { query: { query } })).body.data as Summary[];

  it('counts the products holding each word of a name as products are added, renamed and deleted', async () => {
    const first = await addProduct('Zephyrine Lamp');
    await addProduct('Zephyrine Stool');
    expect(await termCount('zephyrine')).toBe(2);

    await server.db.updateTable('products').set({ name: 'Quokkaline Lamp' }).where('id', '=', first).execute();
    expect(await termCount('zephyrine')).toBe(1);
    expect(await termCount('quokkaline')).toBe(1);

    // A stock change leaves the words alone.
    await server.db.updateTable('products').set({ stock_qty: 1 }).where('id', '=', first).execute();
    expect(await termCount('quokkaline')).toBe(1);

    await server.db.deleteFrom('products').where('id', '=', first).execute();
    expect(await termCount('quokkaline')).toBe(0);
    expect(await termCount('zephyrine')).toBe(1);
  });

  it("follows a brand's new name, and its deletion, to the terms of its products", async () => {
    const brand = await server.db.insertInto('brands').values({ name: 'Marigoldia', slug: 'marigoldia', logo: null, featured: 0, position: 0 }).returning('id').executeTakeFirstOrThrow();
    await addProduct('Brass Diya', brand.id);
    expect(await termCount('marigoldia')).toBe(1);
    await server.db.updateTable('brands').set({ name: 'Jacarandia' }).where('id', '=', brand.id).execute();
    expect(await termCount('marigoldia')).toBe(0);
    expect(await termCount('jacarandia')).toBe(1);
    await server.db.deleteFrom('brands').where('id', '=', brand.id).execute();
    expect(await termCount('jacarandia')).toBe(0);
    expect(await termCount('diya')).toBeGreaterThanOrEqual(1);
  });

  it('finds products through a typo past the first letters, and nothing for a word near no term', async () => {
    await addProduct('Kolhapuri Sandals Tan');
    const found = await search('kolhapuri sandlas');
    expect(found.map((p) => p.name)).toContain('Kolhapuri Sandals Tan');
    expect(await search('kolhapuri qqqqqqq')).toEqual([]);
  });

  it('finds every product under a typed prefix, whether few or many words start with it', async () => {
    await addProduct('Ghazalwood Chair');
    await addProduct('Ghazalstone Table');
    expect((await search('ghazal')).map((p) => p.name).sort()).toEqual(['Ghazalstone Table', 'Ghazalwood Chair']);
    // More words under "plumq" than PostgreSQL writes out as terms (MAX_PREFIX_TERMS): it stays a prefix.
    const many = Array.from({ length: MAX_PREFIX_TERMS + 2 }, (_, i) => `Plumq${String.fromCharCode(97 + i)}ora Vase`);
    for (const name of many) await addProduct(name);
    await addProduct('Plumqzora Jug');
    expect((await search('plumq vase')).map((p) => p.name).sort()).toEqual(many.slice(0, 10));
    // The last of the words under the prefix, past any list of MAX_PREFIX_TERMS written out.
    expect((await search('plumq jug')).map((p) => p.name)).toEqual(['Plumqzora Jug']);
    expect((await search('plumqc')).map((p) => p.name)).toEqual(['Plumqcora Vase']);
  });

  if (server.kind === 'postgres') {
    it('PostgreSQL: finds products through a typo in the first letter (pg_trgm on the vocabulary)', async () => {
      await addProduct('Brocadewave Dupatta');
      expect((await search('trocadewave')).map((p) => p.name)).toContain('Brocadewave Dupatta');
    });

    it('PostgreSQL: keeps every count right when 200 transactions add products sharing words at once', async () => {
      const before = await termCount('tamarind');
      const names = Array.from({ length: 200 }, (_, i) => (i % 2 ? `Tamarind Velvet Box ${i}` : `Velvet Tamarind Box ${i}`));
      const results = await Promise.allSettled(names.map((name) => addProduct(name)));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(await termCount('tamarind')).toBe(before + 200);
      expect(await termCount('velvet')).toBeGreaterThanOrEqual(200);
    });
  }
});

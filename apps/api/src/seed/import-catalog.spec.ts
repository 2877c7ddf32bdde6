import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { apiRoot } from '../paths';
import { forEachDatabase } from '../testing';
import { IMPORT_WRITES, ImportError, importCatalog } from './import-catalog';

const example = JSON.parse(readFileSync(path.join(apiRoot, 'fixtures/catalog-import.example.json'), 'utf8'));

forEachDatabase('catalogue import', (server) => {
  it('upserts the example file: created first, updated the second time', async () => {
    const first = await importCatalog(server.db, example);
    expect(first).toEqual({
      brands: { created: 1, updated: 0 },
      categories: { created: 2, updated: 0 },
      products: { created: 2, updated: 0 },
      variants: 3,
    });
    const changed = structuredClone(example);
    changed.products[0].price = 479;
    changed.products[1].variants.pop();
    const second = await importCatalog(server.db, changed);
    expect(second.products).toEqual({ created: 0, updated: 2 });

    const honey = await server.db.selectFrom('products').selectAll().where('sku', '=', 'PH-HONEY-500').executeTakeFirstOrThrow();
    expect(honey.price).toBe(47_900);
    const tee = await server.db.selectFrom('products').selectAll().where('sku', '=', 'PH-TEE-ORGANIC').executeTakeFirstOrThrow();
    expect(tee.stock_qty).toBe(10);
    expect(await server.db.selectFrom('variants').select('sku').where('product_id', '=', tee.id).execute()).toHaveLength(2);

    const listed = await server.api.get('/products/filter', { query: { query: 'pahadi' } });
    expect(listed.body.meta.total_count).toBe(2);
    const detail = (await server.api.get(`/products/${tee.id}`)).body.data;
    expect(detail.variants[0].attributes).toEqual([
      { option_type: 'Size', option_value: 'M' },
      { option_type: 'Colour', option_value: 'Black' },
    ]);
  });

  if (server.kind === 'postgres') {
    it('PostgreSQL: leaves statistics on every table it wrote, so plans fit the new catalogue', async () => {
      await importCatalog(server.db, example);
      const { rows } = await sql<{ relname: string; analysed: boolean }>`
        select c.relname, c.reltuples >= 0 as analysed from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relname = any(${[...IMPORT_WRITES]})`.execute(server.db);
      expect(rows.filter((row) => !row.analysed).map((row) => row.relname)).toEqual([]);
      expect(rows).toHaveLength(IMPORT_WRITES.length);
    });
  }

  it('rejects an invalid file with every problem and its path, writing nothing', async () => {
    const bad = {
      products: [
        { sku: 'X-1', name: 'Broken', price: '10', category_slugs: ['no-such-category'] },
        { sku: 'X-2', name: 'Orphan', price: 10, category_slugs: ['no-such-category'], brand_slug: 'nobody' },
      ],
    };
    await expect(importCatalog(server.db, bad)).rejects.toThrow(ImportError);
    const error = (await importCatalog(server.db, bad).catch((e: unknown) => e)) as ImportError;
    expect(error.problems).toEqual(['products.0.price: Invalid input: expected number, received string']);

    const references = (await importCatalog(server.db, { products: [bad.products[1]] }).catch((e: unknown) => e)) as ImportError;
    expect(references.problems).toEqual([
      'products.0.brand_slug: no brand "nobody"',
      'products.0.category_slugs.0: no category "no-such-category"',
    ]);
    expect(await server.db.selectFrom('products').select('id').where('sku', 'in', ['X-1', 'X-2']).execute()).toEqual([]);
  });
});

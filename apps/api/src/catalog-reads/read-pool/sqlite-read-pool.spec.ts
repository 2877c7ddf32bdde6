import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest } from '../../db/migrate';
import { openDatabase } from '../open-database';
import { SqliteReadPool } from './sqlite-read-pool';

describe('SQLite read pool (worker threads with read-only connections)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'read-pool-'));
  const database = openDatabase(`sqlite:${path.join(dir, 'store.sqlite')}`);
  const { db } = database;

  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers reads with what the main connection committed, and refuses writes', async () => {
    await migrateToLatest(db);
    expect(database.readPool).toBeInstanceOf(SqliteReadPool);
    const now = new Date().toISOString();
    await db.insertInto('brands').values({ name: 'Kesar', slug: 'kesar', logo: null, featured: 0, position: 1 }).execute();
    const brands = await database.read(db.selectFrom('brands').select(['name', 'slug']).compile());
    expect(brands).toEqual([{ name: 'Kesar', slug: 'kesar' }]);

    // Written after the workers opened the file: they read it (WAL), with the search index the triggers kept.
    await db
      .insertInto('products')
      .values({
        name: 'Kesar Handloom Saree', slug: 'kesar-handloom-saree', sku: 'K-1', description: '<p>Silk</p>', price: 99_900,
        compare_price: null, stock_qty: 1, back_order: 0, brand_id: 1, video_url: null, popularity: 0, sold_count: 0,
        weekly_views: 0, created_at: now, updated_at: now,
      })
      .execute();
    const found = await database.read(sql<{ id: number }>`
      select rowid as id from product_search where product_search match ${'"handl"*'}`.compile(db));
    expect(found).toHaveLength(1);

    await expect(database.read(sql`delete from products`.compile(db))).rejects.toThrow(/only runs statements that read/);
    expect(await db.selectFrom('products').select('id').execute()).toHaveLength(1);
  });
});

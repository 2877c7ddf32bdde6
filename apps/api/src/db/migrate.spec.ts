import { sql } from 'kysely';
import { startTestServer, testDatabases } from '../testing';
import { dropAllTables, migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { initialTables } from './migrations/0001-initial';

/**
 * The error message of a failed query. Not `rejects.toThrow()`: under jest, better-sqlite3 builds its
 * errors with the Error class of the first test file that loaded it, so later files see errors that
 * are not `instanceof Error` of their own realm.
 */
async function failure(query: Promise<unknown>): Promise<string | null> {
  return query.then(
    () => null,
    (error: { message?: string }) => String(error?.message ?? error),
  );
}

describe.each(testDatabases())('migrations [%s]', (kind) => {
  it('create every table, run again as a no-op, and start over after dropping everything', async () => {
    const server = await startTestServer({ database: kind, seed: false });
    try {
      const { db } = server;
      for (const table of initialTables) {
        await expect(sql`select count(*) as n from ${sql.table(table)}`.execute(db)).resolves.toMatchObject({ rows: [{ n: expect.anything() }] });
      }
      expect(await migrateToLatest(db)).toEqual([]);

      await dropAllTables(db);
      expect(await failure(sql`select count(*) from products`.execute(db))).toMatch(/no such table|does not exist/);
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    } finally {
      await server.close();
    }
  }, 60_000);

  it('keep money in integer paise, flags as 0/1 and ids from the database', async () => {
    const server = await startTestServer({ database: kind, seed: false });
    try {
      const { db } = server;
      const now = new Date().toISOString();
      const inserted = await db
        .insertInto('products')
        .values({
          name: 'Test Kettle', slug: 'test-kettle', sku: 'T-1', description: '', price: 129_950, compare_price: null,
          stock_qty: 3, back_order: 1, brand_id: null, video_url: null, popularity: 0, sold_count: 0, weekly_views: 0,
          created_at: now, updated_at: now,
        })
        .returning(['id', 'price', 'back_order', 'is_active'])
        .executeTakeFirstOrThrow();
      expect(inserted).toEqual({ id: 1, price: 129_950, back_order: 1, is_active: 1 });
      const duplicate = await failure(
        db.insertInto('products').values({
          name: 'Dup', slug: 'test-kettle', sku: 'T-2', description: '', price: 1, compare_price: null, stock_qty: 0,
          back_order: 0, brand_id: null, video_url: null, popularity: 0, sold_count: 0, weekly_views: 0, created_at: now, updated_at: now,
        }).execute(),
      );
      expect(duplicate).toMatch(/unique/i);
    } finally {
      await server.close();
    }
  }, 60_000);
});

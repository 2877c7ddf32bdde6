import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { testConfig } from '../testing/test-config';
import { migrateToLatest } from '../db/migrate';
import { seedDemoStore } from '../seed/seed-demo-store';
import { takeStock } from '../services/orders/stock';
import { postgresTestUrl, startTestServer, testDatabases } from '../testing';
import type { AppDatabase } from './app-database';
import { CATALOG_CACHE_CONTROL, matchesIfNoneMatch } from './catalog-read';
import { openDatabase } from './open-database';

/**
 * The app on a fresh demo store plus a second, independent connection to the same database: what
 * another API process (or the import CLI) would write through.
 */
async function appWithSecondConnection(kind: 'sqlite' | 'postgres') {
  const cleanups: (() => Promise<unknown>)[] = [];
  let database: AppDatabase;
  let otherDatabase: AppDatabase;
  if (kind === 'postgres') {
    const url = postgresTestUrl() as string;
    const schema = `catalog_read_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
    const admin = openDatabase(url, { poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    cleanups.push(async () => sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db), () => admin.close());
    database = openDatabase(url, { schema, poolSize: 3 });
    otherDatabase = openDatabase(url, { schema, poolSize: 3 });
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'catalog-read-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    database = openDatabase(`sqlite:${path.join(dir, 'store.sqlite')}`);
    otherDatabase = openDatabase(`sqlite:${path.join(dir, 'store.sqlite')}`);
  }
  await migrateToLatest(database.db);
  await seedDemoStore(database.db);
  const app = await buildApp({ database, config: testConfig() });
  cleanups.unshift(() => app.close(), () => database.close(), () => otherDatabase.close());
  const other = otherDatabase.db;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  const api = `http://127.0.0.1:${address.port}/api/v1`;
  return { api, other, close: async () => { for (const cleanup of cleanups) await cleanup(); } };
}

async function get(api: string, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api}${url}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : null };
}

describe('CATALOG_CACHE_ENTRIES=0', () => {
  it('keeps no response, and each read still answers with its ETag and revalidates to 304', async () => {
    const server = await startTestServer({ database: 'sqlite', config: { catalogCacheEntries: 0 } });
    try {
      const api = `${server.baseUrl}/api/v1`;
      const first = await get(api, '/store_settings');
      expect(first.status).toBe(200);
      expect(server.app.catalogCache.size).toBe(0);
      const again = await get(api, '/store_settings', { 'if-none-match': first.headers.get('etag') as string });
      expect(again.status).toBe(304);
      expect(server.app.catalogCache.size).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('If-None-Match', () => {
  it('matches the same tag, weak or not, in a list, or *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});

for (const kind of testDatabases()) {
  describe(`catalogue reads are cached and always fresh [${kind}]`, () => {
    let store: Awaited<ReturnType<typeof appWithSecondConnection>>;
    beforeAll(async () => {
      store = await appWithSecondConnection(kind);
    }, 60_000);
    afterAll(async () => store?.close());

    it('answers with an ETag and no-cache, and 304 with no body when the shopper already has it', async () => {
      const first = await get(store.api, '/products/filter?page=1');
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);
      expect(first.headers.get('content-type')).toMatch(/^application\/json/);
      const etag = String(first.headers.get('etag'));

      const revalidated = await get(store.api, '/products/filter?page=1', { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);

      const otherPage = await get(store.api, '/products/filter?page=2', { 'if-none-match': etag });
      expect(otherPage.status).toBe(200);
      expect(otherPage.body.meta.current_page).toBe(2);
    });

    it('serves the cached answer unchanged: every field the first answer had', async () => {
      const fresh = await get(store.api, '/store_settings');
      const cached = await get(store.api, '/store_settings');
      expect(cached.body).toEqual(fresh.body);
      expect(cached.headers.get('etag')).toBe(fresh.headers.get('etag'));
    });

    it('answers a catalogue read the same whatever Authorization the shopper sends', async () => {
      const anonymous = await get(store.api, '/products/filter?page=3');
      for (const authorization of ['Bearer not-a-session', 'Bearer ' + 'e'.repeat(64)]) {
        const signed = await get(store.api, '/products/filter?page=3', { authorization });
        expect(signed.status).toBe(200);
        expect(signed.body).toEqual(anonymous.body);
      }
    });

    it('shows the stock an order took through another connection on the very next product read', async () => {
      const list = await get(store.api, '/products/filter?page=1&in_stock=true');
      const product = list.body.data.find((p: { stock_qty: number; back_order: boolean }) => p.stock_qty > 2 && !p.back_order);
      const before = await get(store.api, `/products/${product.id}`);
      await get(store.api, `/products/${product.id}`); // now served from the cache

      const variant = await store.other.selectFrom('variants').select('id').where('product_id', '=', product.id).executeTakeFirst();
      await store.other.transaction().execute((trx) =>
        takeStock(trx, { productId: product.id, variantId: variant?.id ?? null, productName: product.name, quantity: 2 }),
      );

      const after = await get(store.api, `/products/${product.id}`, { 'if-none-match': String(before.headers.get('etag')) });
      expect(after.status).toBe(200);
      expect(after.body.data.stock_qty).toBe(before.body.data.stock_qty - 2);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    });

    it('shows a settings change made through another connection on the next read', async () => {
      await get(store.api, '/store_settings');
      await store.other.updateTable('store_settings').set({ name: 'Kirana Corner' }).execute();
      expect((await get(store.api, '/store_settings')).body.data.name).toBe('Kirana Corner');
    });

    it('keeps serving from the cache when only shoppers\' own data changes (carts)', async () => {
      const revision = async () =>
        (await store.other.selectFrom('catalog_revision').select('revision').executeTakeFirstOrThrow()).revision;
      const before = await revision();
      const added = await fetch(`${store.api}/carts/add_item`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ item_id: 1, quantity: 1 }),
      });
      expect(added.status).toBeLessThan(500);
      expect(await revision()).toBe(before);
    });
  });
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { forEachDatabase } from '../testing';
import { readCatalogRevision } from './catalog-revision';

forEachDatabase('catalogue revision', (server) => {
  it('moves with a catalogue write, and is never read from a transaction that has not committed', async () => {
    const product = await server.db.selectFrom('products').select(['id', 'price']).orderBy('id').executeTakeFirstOrThrow();
    const before = await readCatalogRevision(server.db);

    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const transaction = server.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ price: product.price + 100 }).where('id', '=', product.id).execute();
      written();
      await committed;
    });
    await wrote;
    // Read while the write is open: SQLite's read waits for it to end, PostgreSQL's sees the last commit.
    const seenWhileOpen: number[] = [];
    const read = readCatalogRevision(server.db).then((revision) => seenWhileOpen.push(revision));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenWhileOpen.every((revision) => revision === before)).toBe(true);

    commit();
    await transaction;
    await read;
    expect(await readCatalogRevision(server.db)).toBe(before + 1);
  });
});

describe('catalogue revision on SQLite, read once per turn of the event loop', () => {
  let dir: string;
  let db: Kysely<Database>;
  let otherProcess: SQLite.Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'revision-'));
    const file = path.join(dir, 'store.sqlite');
    db = createDb(`sqlite:${file}`);
    await migrateToLatest(db);
    otherProcess = new SQLite(file);
  });
  afterAll(async () => {
    otherProcess.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('sees this process\'s writes at once, and another connection\'s commit from the next turn', async () => {
    await nextTurn();
    const before = await readCatalogRevision(db);
    otherProcess.prepare('update catalog_revision set revision = revision + 1 where id = 1').run();
    expect(await readCatalogRevision(db)).toBe(before);
    await nextTurn();
    expect(await readCatalogRevision(db)).toBe(before + 1);

    // A catalogue write through this process's connection, in the same turn: read again at once.
    await db.insertInto('brands').values({ name: 'Turn Test', slug: 'turn-test', logo: null, featured: 0, position: 0 }).execute();
    expect(await readCatalogRevision(db)).toBe(before + 2);
  });
});

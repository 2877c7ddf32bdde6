import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { forEachDatabase, postgresTestUrl, startTestServer, type TestServer } from '../testing';
import type { AppDatabase } from './app-database';
import { postgresCatalogRevision } from './catalog-revision';
import { openDatabase } from './open-database';

forEachDatabase('catalogue revision', (server) => {
  it('moves with a catalogue write, and is never read from a transaction that has not committed', async () => {
    const product = await server.db.selectFrom('products').select(['id', 'price']).orderBy('id').executeTakeFirstOrThrow();
    const before = await server.database.revision.read();

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
    const read = server.database.revision.read().then((revision) => seenWhileOpen.push(revision));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenWhileOpen.every((revision) => revision === before)).toBe(true);

    commit();
    await transaction;
    await read;
    expect(await server.database.revision.read()).toBe(before + 1);
  });
});

describe('catalogue revision on SQLite, read once per turn of the event loop', () => {
  let dir: string;
  let database: AppDatabase;
  let db: Kysely<Database>;
  let otherProcess: SQLite.Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'revision-'));
    const file = path.join(dir, 'store.sqlite');
    database = openDatabase(`sqlite:${file}`);
    db = database.db;
    await migrateToLatest(db);
    otherProcess = new SQLite(file);
  });
  afterAll(async () => {
    otherProcess.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('sees this process\'s writes at once, and another connection\'s commit from the next turn', async () => {
    await nextTurn();
    const before = await database.revision.read();
    otherProcess.prepare('update catalog_revision set revision = revision + 1 where id = 1').run();
    expect(await database.revision.read()).toBe(before);
    await nextTurn();
    expect(await database.revision.read()).toBe(before + 1);

    // A catalogue write through this process's connection, in the same turn: read again at once.
    await db.insertInto('brands').values({ name: 'Turn Test', slug: 'turn-test', logo: null, featured: 0, position: 0 }).execute();
    expect(await database.revision.read()).toBe(before + 2);
  });
});

const describeOnPostgres = postgresTestUrl() ? describe : describe.skip;

describeOnPostgres('catalogue revision on PostgreSQL, read once per turn of the event loop', () => {
  let server: TestServer;
  let otherProcess: pg.Client;
  beforeAll(async () => {
    server = await startTestServer({ database: 'postgres', seed: false });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db);
    otherProcess = new pg.Client({ connectionString: postgresTestUrl() as string, options: `-c search_path=${rows[0].schema}` });
    await otherProcess.connect();
  });
  afterAll(async () => {
    await otherProcess.end();
    await server.close();
  });

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('sees another process\'s commit once this one has waited for anything, and its own writes at once', async () => {
    await nextTurn();
    const before = await server.database.revision.read();
    // Waiting for the other process's answer takes this process past the turn of the last read.
    await otherProcess.query('update catalog_revision set revision = revision + 1 where id = 1');
    expect(await server.database.revision.read()).toBe(before + 1);

    await server.db.insertInto('brands').values({ name: 'Turn Test', slug: 'turn-test', logo: null, featured: 0, position: 0 }).execute();
    expect(await server.database.revision.read()).toBe(before + 2);

    // In a transaction: not before its commit, at once after it.
    await server.db.transaction().execute(async (trx) => {
      await trx.insertInto('brands').values({ name: 'Turn Test 2', slug: 'turn-test-2', logo: null, featured: 0, position: 0 }).execute();
      expect(await server.database.revision.read()).toBe(before + 2);
    });
    expect(await server.database.revision.read()).toBe(before + 3);
  });
});

describe('the PostgreSQL revision read of a turn', () => {
  /**
   * A revision pool that counts its reads, and an app pool whose one connection answers each statement
   * when the test says so.
   */
  function fakePools() {
    let revision = 7;
    const revisionPool = { reads: 0, query: async () => ({ rows: [{ revision: ((revisionPool.reads += 1), revision) }] }) };
    const pending: (() => void)[] = [];
    const client = { query: (_text: string) => new Promise((resolve) => pending.push(() => resolve({ rows: [] }))) };
    const appPool = new EventEmitter();
    const reader = postgresCatalogRevision(revisionPool as unknown as pg.Pool, appPool as unknown as pg.Pool);
    appPool.emit('connect', client);
    return { reader, revisionPool, client, answer: () => pending.shift()?.(), bump: () => (revision += 1) };
  }
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('is shared by the reads of a turn, and asked again in the next turn', async () => {
    const { reader, revisionPool, bump } = fakePools();
    expect(await Promise.all([reader.read(), reader.read()])).toEqual([7, 7]);
    bump();
    expect(await reader.read()).toBe(7);
    expect(revisionPool.reads).toBe(1);
    await nextTurn();
    expect(await reader.read()).toBe(8);
    expect(revisionPool.reads).toBe(2);
  });

  it('is asked again in the same turn once a statement that may write is sent, and once it is answered', async () => {
    const { reader, revisionPool, client, answer, bump } = fakePools();
    await reader.read();
    const select = client.query('select id from products where id = $1');
    answer();
    await select;
    expect(await reader.read()).toBe(7);
    expect(revisionPool.reads).toBe(1);

    const commit = client.query('commit');
    expect(await reader.read()).toBe(7);
    expect(revisionPool.reads).toBe(2);
    bump();
    answer();
    await commit;
    expect(await reader.read()).toBe(8);
    expect(revisionPool.reads).toBe(3);
  });
});

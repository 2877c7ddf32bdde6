/**
 * Several API processes on ONE PostgreSQL database keep every guarantee a single process keeps: the
 * limits, locks and idempotency live in the database, not in a process. Runs the built API
 * (apps/api/dist/main.js, as production does): three processes on three ports, then the cluster
 * (API_WORKERS). Needs DATABASE_URL=postgres://... (.ci/run sets it); works in a schema of its own.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../catalog-reads/open-database';
import type { Database } from '../db/schema';
import { createProduct, stockOf } from '../testing/commerce-fixtures';
import { type CheckoutShopper, createShopper } from '../testing/shoppers';
import { type BuiltApiProcess, buildApi, startBuiltApi } from '../testing/built-api';
import { postgresTestUrl } from '../testing/start-test-server';

/** GET on a connection of its own (no keep-alive pool), answering the status code. */
function statusOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

const pgUrl = postgresTestUrl();
const describeOnPostgres = pgUrl ? describe : describe.skip;
const skipped = pgUrl ? '' : ' (SKIPPED: set DATABASE_URL=postgres://... to run these)';
if (!pgUrl) console.warn('multi-process.spec.ts skipped: DATABASE_URL is not a PostgreSQL URL');

/** DATABASE_URL pointed at one schema: every process's connections work in it. */
function urlInSchema(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

interface Answer {
  status: number;
  body: { data?: { id?: number }; meta?: { message?: string } };
}

async function post(baseUrl: string, route: string, token: string, json: object): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describeOnPostgres(`several API processes on one PostgreSQL database${skipped}`, () => {
  const schema = `test_procs_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let admin: Kysely<Database>;
  let db: Kysely<Database>;
  let url: string;
  const servers: BuiltApiProcess[] = [];
  const on = (i: number) => servers[i % servers.length].baseUrl;

  beforeAll(async () => {
    buildApi();
    admin = openDatabase(pgUrl as string, { poolSize: 1 }).db;
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    url = urlInSchema(pgUrl as string, schema);
    // The first process migrates and seeds; the others then find the store ready, as a rolling start would.
    servers.push(await startBuiltApi({ DATABASE_URL: url }));
    servers.push(...(await Promise.all([startBuiltApi({ DATABASE_URL: url }), startBuiltApi({ DATABASE_URL: url })])));
    db = openDatabase(pgUrl as string, { schema, poolSize: 2 }).db;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.destroy();
    if (admin) {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    }
  }, 60_000);

  const addToCart = async (shopper: CheckoutShopper, productId: number, quantity: number, process: number) => {
    const added = await post(on(process), '/carts/add_item', shopper.token, { item_id: productId, item_type: 'Product', quantity });
    expect(added.status).toBe(200);
  };
  const placeOrder = (shopper: CheckoutShopper, process: number) =>
    post(on(process), '/orders', shopper.token, { address_id: shopper.addressId, payment_method: 'cod' });

  it('runs three processes on three ports', () => {
    expect(new Set(servers.map((server) => server.baseUrl)).size).toBe(3);
  });

  it('turns 300 concurrent "Place order" submits of one cart, spread over the processes, into one order', async () => {
    const shopper = await createShopper(db, { withAddress: true });
    const productId = await createProduct(db, { price: 250, stock: 10 });
    await addToCart(shopper, productId, 3, 0);

    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => placeOrder(shopper, i)));

    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    // Every other submit answers the same order (200), none fails.
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 201)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.body.data?.id))).toEqual(new Set([created[0].body.data?.id]));
    const orders = await db.selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf(db, productId)).toBe(7);
  }, 120_000);

  it('sells the last unit once when 40 shoppers on different processes race for it', async () => {
    const productId = await createProduct(db, { price: 999, stock: 1 });
    const shoppers = await Promise.all(Array.from({ length: 40 }, () => createShopper(db, { withAddress: true })));
    await Promise.all(shoppers.map((shopper, i) => addToCart(shopper, productId, 1, i)));

    const answers = await Promise.all(shoppers.map((shopper, i) => placeOrder(shopper, i)));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(39);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      // Stock is re-read under a row lock when the order is placed: the losers find none left.
      expect(answer.body.meta?.message).toMatch(/^Test Product .+ is out of stock$/);
    }
    expect(await stockOf(db, productId)).toBe(0);
    const sold = await db.selectFrom('order_items').select('order_id').where('product_id', '=', productId).execute();
    expect(sold).toHaveLength(1);
  }, 120_000);

  describe('the cluster (API_WORKERS)', () => {
    let cluster: BuiltApiProcess;
    const workerPids = () =>
      execFileSync('ps', ['-o', 'pid=', '--ppid', String(cluster.child.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0);

    beforeAll(async () => {
      cluster = await startBuiltApi({ DATABASE_URL: url, API_WORKERS: '2' });
    }, 120_000);

    afterAll(async () => {
      await cluster?.stop();
    }, 60_000);

    it('serves from two workers on one port and keeps the double-submit guarantee', async () => {
      expect(cluster.output()).toContain('(2 workers)');
      expect(workerPids()).toHaveLength(2);
      const shopper = await createShopper(db, { withAddress: true });
      const productId = await createProduct(db, { price: 100, stock: 5 });
      await post(cluster.baseUrl, '/carts/add_item', shopper.token, { item_id: productId, item_type: 'Product', quantity: 1 });
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          post(cluster.baseUrl, '/orders', shopper.token, { address_id: shopper.addressId, payment_method: 'cod' }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 201)).toEqual([]);
      expect(await stockOf(db, productId)).toBe(4);
    }, 120_000);

    it('replaces a worker that crashes and keeps answering', async () => {
      const [crashed, survivor] = workerPids();
      process.kill(crashed, 'SIGKILL');
      const deadline = Date.now() + 30_000;
      let pids = workerPids();
      while ((pids.includes(crashed) || pids.length < 2) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        pids = workerPids();
      }
      expect(pids).toHaveLength(2);
      expect(pids).toContain(survivor);
      expect(pids).not.toContain(crashed);
      // New connections: fetch's pool may still hold a keep-alive socket to the killed worker.
      const statuses = await Promise.all(Array.from({ length: 10 }, () => statusOnNewConnection(`${cluster.baseUrl}/api/v1/store_settings`)));
      expect(statuses).toEqual(Array(10).fill(200));
      expect(cluster.output()).toContain(`Worker ${crashed} exited (SIGKILL); starting another`);
    }, 60_000);

    it('stops every worker and exits 0 on SIGTERM', async () => {
      const pids = workerPids();
      expect(await cluster.stop()).toBe(0);
      const alive = pids.filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(alive).toEqual([]);
    }, 60_000);
  });
});

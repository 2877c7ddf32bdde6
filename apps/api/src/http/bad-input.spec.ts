import { DEMO_CUSTOMER_ID } from '../seed/demo-customer';
import { createSession } from '../security/sessions';
import { forEachDatabase, type TestServerHandle } from '../testing';
import { badInputsFor, seededRandom } from '../testing/bad-inputs';
import { type ProbeAuth, sendProbe } from '../testing/probe-client';
import { changedCounts, dataTables, rowCounts } from '../testing/row-counts';
import { getContract } from './contract';

/** Fixed so a failure reproduces; BAD_INPUT_SEED=<n> explores other samples. */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261123);
/** How many probes of each kind per operation: small for CI; BAD_INPUT_PER_KIND=20 explores widely. */
const PER_KIND = Number(process.env.BAD_INPUT_PER_KIND ?? 3);

/** A cart token the way the storefront gets one: an anonymous add to cart. */
async function anonymousCartToken(server: TestServerHandle): Promise<string> {
  const product = await server.db.selectFrom('products').select('id').where('is_active', '=', 1).where('stock_qty', '>', 5).orderBy('id').executeTakeFirstOrThrow();
  const added = await server.api.post('/carts/add_item', { json: { item_id: product.id, item_type: 'Product', quantity: 1 } });
  if (added.status !== 200) throw new Error(`add_item answered ${added.status}`);
  return added.body.data.cart_token as string;
}

forEachDatabase('generated bad input over every contract operation', (server) => {
  it('never answers 5xx, and a rejected request writes no row', async () => {
    const contract = getContract();
    const random = seededRandom(SEED);
    const tables = await dataTables(server.db, server.kind);
    const cartToken = await anonymousCartToken(server);
    const histogram: Record<number, number> = {};
    const failures: string[] = [];
    let requests = 0;

    for (const operationId of contract.operationIds()) {
      // A fresh demo-customer session per operation: a probe of logout may end the previous one.
      const auth: ProbeAuth = { token: (await createSession(server.db, DEMO_CUSTOMER_ID, 'registered')).token, cartToken };
      let before = await rowCounts(server.db, tables);
      for (const probe of badInputsFor(contract, contract.operation(operationId), random, PER_KIND)) {
        const { status, body } = await sendProbe(server.baseUrl, probe, auth);
        requests += 1;
        histogram[status] = (histogram[status] ?? 0) + 1;
        const after = await rowCounts(server.db, tables);
        const where = `${probe.operation.method} ${probe.url.slice(0, 120)} (${operationId}, ${probe.label})`;
        if (status >= 500) failures.push(`${where} answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
        const written = changedCounts(before, after);
        if (status >= 400 && status < 500 && written.length > 0) failures.push(`${where} answered ${status} but wrote rows: ${written.join(', ')}`);
        before = after;
      }
    }

    // Prints the statuses met, for the record (docs/performance.md keeps such figures).
    console.log(`bad-input suite [${server.kind}] seed ${SEED}, ${PER_KIND} per kind: ${requests} requests, statuses ${JSON.stringify(histogram)}`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(contract.operationIds().length * 5);
  }, 180_000);
});

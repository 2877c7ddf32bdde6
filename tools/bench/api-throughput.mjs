#!/usr/bin/env node
/**
 * API throughput at many connections, against a bare Fastify route measured in the same run;
 * each call right after a bare run, as the shared machine's load moves. Starts two child
 * processes: the bare route (support/bare-fastify.mjs) and the real API, built first (`nx run
 * api:build`) and run with plain node as in production, on a fresh demo store (SQLite
 * in a temp dir, or a fresh schema of DATABASE_URL's PostgreSQL), then runs autocannon on each call in
 * turn and prints req/s, the ratio to bare, p50/p99 latency, errors and
 * non-2xx answers by kind, and the load average. Numbers only: nothing here asserts a time.
 *
 *   node tools/bench/api-throughput.mjs [--connections 200] [--seconds 10] [--port 3311]
 *        [--only list,category,detail,search,cart,settings] [--warmup 3] [--cpu-prof <dir>] [--identity]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tools/bench/api-throughput.mjs
 *
 * Every call says `Accept-Encoding: gzip, deflate, br` as browsers do (the API then answers large
 * bodies compressed); `--identity` asks for uncompressed bodies instead.
 *
 * `--cpu-prof <dir>` runs the API under `node --cpu-prof` and writes its profile there when it stops
 * (open it in Chrome DevTools, or summarise it with support/summarise-cpu-profile.mjs).
 */
import os from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { benchApiEnv, buildApi, freshDatabase, loadavg, startChild, stopChild } from './support/built-api.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const connections = Number(option('connections', 200));
const seconds = Number(option('seconds', 10));
const barePort = Number(option('port', 3311));
const apiPort = barePort + 1;
const only = option('only', 'list,category,detail,search,cart,settings').split(',');
const cpuProfDir = option('cpu-prof', null);
const warmupSeconds = Number(option('warmup', 3));
const acceptEncoding = args.includes('--identity') ? 'identity' : 'gzip, deflate, br';
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;

const children = [];

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Ids the calls need: a product, a top category, an anonymous cart with one item. */
async function discoverTargets(api) {
  const page = await json(`${api}/products/filter?page=1`);
  const product = page.data[0];
  const categories = (await json(`${api}/categories`)).data;
  let cartToken = null;
  for (const candidate of page.data) {
    const response = await fetch(`${api}/carts/add_item`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ item_id: candidate.id, quantity: 1 }),
    });
    if (response.ok) {
      cartToken = (await response.json()).data.cart_token;
      break;
    }
  }
  if (!cartToken) throw new Error('No product could be added to a cart');
  const word = product.name.split(/\s+/)[0].toLowerCase();
  return {
    list: { path: '/api/v1/products/filter?page=1' },
    category: { path: `/api/v1/products/filter?page=1&category_ids[]=${categories[0].id}` },
    detail: { path: `/api/v1/products/${product.id}` },
    search: { path: `/api/v1/products/v1/search?query=${encodeURIComponent(word)}` },
    cart: { path: '/api/v1/carts', headers: { cartauthorization: cartToken } },
    settings: { path: '/api/v1/store_settings' },
  };
}

/** One autocannon run; errors and non-2xx answers are counted by kind (error code, HTTP status). */
function measure(url, headers) {
  return new Promise((resolveRun, reject) => {
    const errorKinds = {};
    // The warm-up lets the JIT and the statement caches settle before the measured seconds.
    const warmup = { connections: Math.min(connections, 20), duration: 2 };
    const instance = autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': acceptEncoding, ...headers }, warmup }, (error, result) =>
      error ? reject(error) : resolveRun({ result, errorKinds }),
    );
    instance.on('reqError', (error) => {
      const kind = error.code ?? error.message ?? 'error';
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
}

function describeFailures({ result, errorKinds }) {
  const kinds = [];
  if (result.timeouts) kinds.push(`timeouts ${result.timeouts}`);
  for (const [kind, count] of Object.entries(errorKinds)) if (!result.timeouts || !/timed out|ETIMEDOUT/.test(kind)) kinds.push(`${kind} ${count}`);
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2') && !status.startsWith('3')) kinds.push(`HTTP ${status} ${count}`);
  }
  return kinds.join(', ') || '-';
}

const database = await freshDatabase(postgresUrl);
try {
  console.log(`API throughput: ${connections} connections, ${seconds} s per call, ${database.label}, Accept-Encoding: ${acceptEncoding}, node ${process.version}, ${os.cpus().length} cpus`);
  console.log(`load average before start: ${loadavg()}`);
  const bare = await startChild(children, 'bare', ['tools/bench/support/bare-fastify.mjs'], { PORT: String(barePort) }, 'bare fastify ready');
  const profileArgs = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', resolve(cpuProfDir)] : [];
  // The production build, run as production runs it (plain node, no tsx loader in the serving path).
  buildApi();
  const api = await startChild(children, 'api', [...profileArgs, 'apps/api/dist/main.js'], benchApiEnv(apiPort, database.url), 'Storefront and API on');
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const targets = { bare: { path: '/bare', base: `http://127.0.0.1:${barePort}` }, ...(await discoverTargets(`${apiBase}/api/v1`)) };

  // Right after start the API has just seeded (a large heap, a long WAL): the first call measured would
  // pay for that. Every call is warmed up first, so the figures are the steady state.
  for (const name of only.filter((n) => n !== 'bare')) {
    const target = targets[name];
    if (target) await autocannon({ url: apiBase + target.path, headers: { 'accept-encoding': acceptEncoding, ...target.headers }, connections: 20, duration: warmupSeconds });
  }

  // The machine is shared and its load moves by the minute: every call is paired with a bare run
  // just before it, and its ratio is to that run.
  const rows = [];
  for (const name of only.filter((n) => n !== 'bare')) {
    const target = targets[name];
    if (!target) throw new Error(`Unknown call "${name}": use ${Object.keys(targets).join(', ')}`);
    const bareRun = await measure(targets.bare.base + targets.bare.path);
    const bareLoad = loadavg();
    const run = await measure(apiBase + target.path, target.headers);
    const rate = run.result.requests.average;
    const bareRate = bareRun.result.requests.average;
    rows.push({
      call: name,
      'req/s': Math.round(rate),
      'bare req/s': Math.round(bareRate),
      'x bare': (rate / bareRate).toFixed(2),
      'p50 ms': run.result.latency.p50,
      'p99 ms': run.result.latency.p99,
      'bare p99': bareRun.result.latency.p99,
      errors: run.result.errors,
      non2xx: run.result.non2xx,
      'failures by kind': describeFailures(run),
      'bare failures': describeFailures(bareRun),
      loadavg: loadavg(),
    });
    console.log(
      `${name.padEnd(9)} ${String(Math.round(rate)).padStart(6)} req/s, bare ${Math.round(bareRate)} (${(rate / bareRate).toFixed(2)}), ` +
        `errors ${describeFailures(run)}; loadavg ${loadavg()} (bare run: ${bareLoad})  ${target.path}`,
    );
  }
  console.table(rows);
  await Promise.all([stopChild(bare), stopChild(api)]);
  if (cpuProfDir) console.log(`CPU profile of the API written to ${resolve(cpuProfDir)}`);
} finally {
  await Promise.all(children.map(stopChild));
  await database.drop();
}

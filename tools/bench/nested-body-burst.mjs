#!/usr/bin/env node
/**
 * What a burst of deeply nested JSON bodies costs every other shopper. Starts the
 * built API on a fresh demo store (SQLite, or a fresh schema of DATABASE_URL's PostgreSQL), then, while a
 * probe asks `GET /api/v1/store_settings` every 20 ms, sends bursts of `--count` bodies to
 * `POST /api/v1/sessions` at once, for each size of `--kb`: flat bodies first (the baseline), then bodies
 * nested 3,000 and 10,000 levels deep. 600 KB is the size of the reported attack; 30 KB is under the
 * API's body limit, so those bodies are read and meet the nesting cap. Prints, per burst: its wall time, the answers' statuses, and the probe's worst and
 * median latency during it (the stall every shopper feels), with the load average. Numbers only.
 *
 *   node tools/bench/nested-body-burst.mjs [--count 40] [--kb 600,30] [--depths 3000,10000]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tools/bench/nested-body-burst.mjs
 */
import os from 'node:os';
import { benchApiEnv, buildApi, freshDatabase, loadavg, startChild, stopChild } from './support/built-api.mjs';
import { freePort, sleep } from './support/processes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const count = Number(option('count', 40));
const sizes = option('kb', '600,30').split(',').map((kb) => Number(kb) * 1024);
const depths = option('depths', '3000,10000').split(',').map(Number);
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;

/** A sign-in body padded to `bodyBytes`, with an array nested `depth` levels deep (0: flat). */
function body(depth, bodyBytes) {
  const head = '{"email":"a@b.c","password":"x","z":';
  const nested = '['.repeat(depth) + ']'.repeat(depth);
  const padding = Math.max(0, bodyBytes - head.length - nested.length - 12);
  return `${head}${nested || '[]'},"p":"${'x'.repeat(padding)}"}`;
}

/** Asks store settings every 20 ms until stopped; answers each request's latency in ms. */
function startProbe(api) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${api}/store_settings`).then((r) => r.arrayBuffer()).catch(() => undefined);
      latencies.push(performance.now() - started);
      await sleep(20);
    }
  })();
  return { stop: async () => ((running = false), await done, latencies) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function burst(api, label, text) {
  const probe = startProbe(api);
  await sleep(200);
  const started = performance.now();
  const statuses = {};
  await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${api}/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text })
        .then(async (r) => ((statuses[r.status] = (statuses[r.status] ?? 0) + 1), await r.arrayBuffer()))
        .catch((error) => (statuses[error.cause?.code ?? 'error'] = (statuses[error.cause?.code ?? 'error'] ?? 0) + 1)),
    ),
  );
  const wall = performance.now() - started;
  await sleep(200);
  const latencies = await probe.stop();
  console.log(
    `${label.padEnd(28)} burst ${wall.toFixed(0).padStart(6)} ms; statuses ${JSON.stringify(statuses)}; ` +
      `store_settings worst ${Math.max(...latencies).toFixed(0)} ms, median ${median(latencies).toFixed(0)} ms (${latencies.length} probes); loadavg ${loadavg()}`,
  );
}

const children = [];
const database = await freshDatabase(postgresUrl);
try {
  console.log(`Nested-body burst: ${count} bodies at once, ${database.label}, node ${process.version}, ${os.cpus().length} cpus`);
  buildApi();
  const port = await freePort();
  await startChild(children, 'api', ['apps/api/dist/main.js'], benchApiEnv(port, database.url), 'Storefront and API on');
  const api = `http://127.0.0.1:${port}/api/v1`;
  for (const bytes of sizes) {
    const kb = `${bytes / 1024} KB`;
    await burst(api, `${kb} flat (baseline)`, body(0, bytes));
    for (const depth of depths) if (depth * 2 < bytes) await burst(api, `${kb} nested ${depth} deep`, body(depth, bytes));
    await burst(api, `${kb} flat (again)`, body(0, bytes));
  }
} finally {
  await Promise.all(children.map(stopChild));
  await database.drop();
}

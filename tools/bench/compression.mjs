#!/usr/bin/env node
/**
 * What compression buys and costs, against the built API (apps/api/dist/main.js, started here on a fresh
 * SQLite file) serving the built storefront:
 *  1. bytes on the wire for the home route's HTML, initial JS and CSS (the files bundle-size.mjs counts),
 *     requested as a browser would: no Accept-Encoding (raw), gzip, br;
 *  2. catalogue list throughput (GET /api/v1/products/filter) with no Accept-Encoding (what autocannon
 *     sends), with gzip and with br, in the same run. Prints numbers and the load average; asserts nothing.
 *
 *   npx nx run-many -t build -p storefront,api && node tools/bench/compression.mjs [--port 3303] [--seconds 10] [--connections 50]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const port = option('port', 3303);
const seconds = option('seconds', 10);
const connections = option('connections', 50);
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(repoRoot, 'apps/storefront/dist');
const load = () => `load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// The home route's files, chosen as bundle-size.mjs chooses them (entry, start-up chrome, home screen).
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const closure = (keys, seen = new Set()) => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
};
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const home = Object.keys(manifest).find((k) => /screens\/home\/index\.tsx?$/.test(k));
const startUp = Object.keys(manifest).filter((k) => /layout\/themed-chrome\.tsx$/.test(k));
const chunks = [...closure([entry, ...startUp, home].filter(Boolean))];
const groups = {
  html: ['/'],
  js: [...new Set(chunks.map((k) => `/${manifest[k].file}`))],
  css: [...new Set(chunks.flatMap((k) => (manifest[k].css ?? []).map((f) => `/${f}`)))],
};

const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-compression-'));
const server = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', PAYMENT_MODE: 'sandbox', DATABASE_URL: `sqlite:${join(dataDir, 'bench.sqlite')}` },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => /Storefront and API on/.test(chunk.toString()) && resolve());
  server.once('exit', () => reject(new Error('The built API exited: run `npx nx run-many -t build -p storefront,api` first')));
});

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
/** Bytes on the wire (not decompressed) and the status of one GET. */
const get = (path, acceptEncoding) =>
  new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode, bytes, encoding: response.headers['content-encoding'] }));
      })
      .on('error', reject);
  });

console.log(`Home route transfer sizes (${load()})`);
for (const [kind, paths] of Object.entries(groups)) {
  const sizes = {};
  for (const encoding of [undefined, 'gzip', 'br']) {
    let total = 0;
    for (const path of paths) {
      const response = await get(path, encoding);
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
      if ((response.encoding ?? undefined) !== encoding) throw new Error(`GET ${path} (${encoding}): answered ${response.encoding}`);
      total += response.bytes;
    }
    sizes[encoding ?? 'raw'] = total;
  }
  console.log(
    `  ${kind.padEnd(4)} ${String(paths.length).padStart(2)} file(s): raw ${kb(sizes.raw)}, gzip ${kb(sizes.gzip)}, br ${kb(sizes.br)}` +
      ` (br ${((100 * sizes.br) / sizes.raw).toFixed(0)}% of raw)`,
  );
}

/** Requests per second on one path for `seconds`, `connections` at a time. */
async function throughput(path, acceptEncoding) {
  let done = 0;
  let errors = 0;
  let bytes = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      try {
        const response = await get(path, acceptEncoding);
        if (response.status === 200) done++;
        else errors++;
        bytes += response.bytes;
      } catch {
        errors++;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - started) / 1000;
  return { rps: done / elapsed, errors, perResponse: bytes / Math.max(1, done + errors) };
}

const listPath = '/api/v1/products/filter?page=1';
await throughput(listPath, undefined); // warm-up: statement caches, JIT
console.log(`Catalogue list ${listPath}, ${connections} connections, ${seconds}s each`);
for (const encoding of [undefined, 'gzip', 'br', undefined]) {
  const result = await throughput(listPath, encoding);
  console.log(
    `  ${(encoding ?? 'none').padEnd(5)} ${result.rps.toFixed(0).padStart(5)} req/s, ${result.errors} errors, ` +
      `${kb(result.perResponse)} per response (${load()})`,
  );
}
agent.destroy();
process.exit(0);

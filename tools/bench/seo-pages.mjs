#!/usr/bin/env node
/**
 * What a crawler gets from the server's page HTML, and what it costs: for home, a
 * product, a category list, a CMS page and a missing product, the status, the title, how many JSON-LD
 * blocks, canonical and LCP preload, the HTML size raw / brotli / gzip, the first (uncached) answer's time
 * and the p50/p95 of repeated answers; then robots.txt and the sitemap (with --products N, N synthetic
 * products are added first, e.g. 100000 for a sitemap index). Starts its own API (tsx) on a fresh SQLite
 * file in a temp dir; --root runs another checkout's API (e.g. an export of main, for BEFORE figures)
 * against this checkout's built storefront. Prints numbers, asserts nothing.
 *
 *   node tools/bench/seo-pages.mjs [--root <checkout>] [--dist <storefront dist>] [--port 3342]
 *                                  [--products 100000] [--requests 200]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = resolve(option('root', join(here, '../..')));
const dist = resolve(option('dist', join(here, '../../apps/storefront/dist')));
const port = Number(option('port', 3342));
const extraProducts = Number(option('products', 0));
const repeats = Number(option('requests', 200));
const baseUrl = `http://127.0.0.1:${port}`;

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No built storefront in ${dist}: run \`npx nx run storefront:build\` first.`);
  process.exit(1);
}

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const tmp = mkdtempSync(join(os.tmpdir(), 'seo-bench-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PAYMENT_MODE: 'sandbox',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: `sqlite:${join(tmp, 'store.sqlite')}`,
  UPLOAD_DIR: join(tmp, 'uploads'),
  STOREFRONT_DIST: dist,
};
const tsx = (script, ...rest) => ['tsx', join(root, 'apps/api/src', script), ...rest];

console.log(`API from ${root}, storefront from ${dist}; load average at start: ${load()}`);
const seeded = spawnSync('npx', tsx('cli.ts', 'seed'), { cwd: root, env, encoding: 'utf8' });
if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
if (extraProducts > 0) addProducts(extraProducts);

const server = spawn('npx', tsx('main.ts'), { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', () => {
  stopServer();
  rmSync(tmp, { recursive: true, force: true });
});

try {
  await waitForServer();
  await pages();
  await crawlerFiles();
  console.log(`load average at end: ${load()}`);
} finally {
  stopServer();
}

/** Plain node:http: the bytes as sent (no decompression, no redirects). */
function get(path, headers = {}) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const request = http.get(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolvePromise({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
    });
    request.on('error', reject);
  });
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await get('/api/v1/store_settings')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API did not start');
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function pages() {
  const products = JSON.parse((await get('/api/v1/products/filter?page=1')).body).data;
  const categories = JSON.parse((await get('/api/v1/categories')).body).data;
  const product = products[0];
  const category = categories[0];
  const list = [
    ['home', '/'],
    ['product', `/products/${product.slug}/${product.id}`],
    ['category', `/products?category_ids[${category.id}]=${encodeURIComponent(category.name.toLowerCase().replace(/&/g, '').trim())}`],
    ['cms page', '/get-to-know-us/about-us'],
    ['missing product', '/products/none/99999999'],
  ];
  console.log(`\npage HTML (${repeats} repeated requests each, brotli accepted)`);
  console.log('page            status  title                                         ld+json canon preload  raw B   br B  gzip B  first ms  p50 ms  p95 ms');
  for (const [name, path] of list) {
    const first = await get(path, { 'accept-encoding': 'br' });
    const identity = await get(path);
    const br = await get(path, { 'accept-encoding': 'br' });
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    const html = identity.body.toString('utf8');
    const title = (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').slice(0, 44);
    const jsonLd = (html.match(/application\/ld\+json/g) ?? []).length;
    const canonical = html.includes('rel="canonical"') ? 'yes' : 'no';
    const preload = html.includes('rel="preload" as="image"') ? 'yes' : 'no';
    const times = [];
    for (let i = 0; i < repeats; i++) times.push((await get(path, { 'accept-encoding': 'br' })).ms);
    times.sort((a, b) => a - b);
    const size = (response) => (response.headers['content-encoding'] ? response.body.length : '-');
    console.log(
      `${name.padEnd(15)} ${String(identity.status).padEnd(7)} ${title.padEnd(45)} ${String(jsonLd).padStart(7)} ${canonical.padStart(5)} ${preload.padStart(7)}` +
        ` ${String(identity.body.length).padStart(6)} ${String(size(br)).padStart(6)} ${String(size(gzip)).padStart(7)}` +
        ` ${first.ms.toFixed(1).padStart(9)} ${percentile(times, 50).toFixed(2).padStart(7)} ${percentile(times, 95).toFixed(2).padStart(7)}`,
    );
  }
}

async function crawlerFiles() {
  const robots = await get('/robots.txt');
  console.log(`\nrobots.txt: ${robots.status}, ${robots.body.length} B`);
  const sitemap = await get('/sitemap.xml');
  const xml = sitemap.body.toString('utf8');
  const isIndex = xml.includes('<sitemapindex');
  const locs = (text) => (text.match(/<loc>/g) ?? []).length;
  console.log(
    `sitemap.xml: ${sitemap.status}, ${isIndex ? 'sitemap index' : 'one urlset'}, ${locs(xml)} <loc>, ${sitemap.body.length} B, ${sitemap.ms.toFixed(0)} ms`,
  );
  if (!isIndex) return;
  let total = 0;
  for (const [, loc] of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) {
    const path = new URL(loc).pathname;
    const part = await get(path);
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    const count = locs(part.body.toString('utf8'));
    total += count;
    console.log(`  ${path}: ${part.status}, ${count} URLs, ${part.body.length} B (gzip ${gz.body.length} B), ${part.ms.toFixed(0)} ms`);
  }
  console.log(`  URLs in all sitemaps: ${total}`);
}

/** N synthetic active products, inserted directly (one transaction) before the API starts. */
function addProducts(count) {
  const require = createRequire(join(root, 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(join(tmp, 'store.sqlite'));
  const at = new Date().toISOString();
  const insert = db.prepare(
    `insert into products (name, slug, sku, description, price, compare_price, stock_qty, back_order, brand_id, video_url,
       popularity, sold_count, weekly_views, is_active, created_at, updated_at)
     values (?, ?, ?, ?, ?, null, ?, 0, null, null, 0, 0, 0, 1, ?, ?)`,
  );
  const started = performance.now();
  db.transaction(() => {
    for (let i = 1; i <= count; i++) {
      insert.run(`Bench Product ${i}`, `bench-product-${i}`, `BENCH-${i}`, `<p>Bench product ${i}.</p>`, 10000 + i, i % 7, at, at);
    }
  })();
  db.close();
  console.log(`added ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

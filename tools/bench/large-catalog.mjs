#!/usr/bin/env node
/**
 * Search and deep category pages at 100,000 products.
 *
 *   node tools/bench/large-catalog.mjs [--products 100000] [--connections 16] [--seconds 8] [--port 3321]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tools/bench/large-catalog.mjs
 *
 * Generates the catalogue JSON once into data/bench/ (kept between runs), creates a fresh database
 * (SQLite file in data/bench/, or the PostgreSQL database `storefront_bench_large` next to the one in
 * DATABASE_URL), seeds the demo store and imports the catalogue with `cli.ts import` (timed), starts the
 * API on it and measures with `connections` connections: search-as-you-type (several queries: words, a
 * prefix as typed, a typo), the product list page 1, page 50 of a category, and store_settings while
 * searches run: first with the API's catalogue response cache off (CATALOG_CACHE_ENTRIES=0, every
 * request runs its queries), then with it on (the default). Prints p50/p95/p99, req/s and os.loadavg()
 * per figure; asserts nothing. The list's filter counts (/products/filter/facets) are measured
 * over six choices (none, a category, a brand, in stock only, a price range with in stock only, text) at
 * `connections` and on one connection (then each choice alone at `connections`), and their p95 is
 * printed again at the end.
 * `--reuse` skips the import when the database already holds the catalogue (for quick re-measures).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateCatalog } from './support/catalog-generator.mjs';
import { formatLine, runLoad } from './support/load-runner.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const productCount = option('products', 100_000);
const connections = option('connections', 16);
const seconds = option('seconds', 8);
const port = option('port', 3321);
const reuse = args.includes('--reuse');
const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;

const cacheDir = path.join(root, 'data/bench');
mkdirSync(cacheDir, { recursive: true });
const catalogFile = path.join(cacheDir, `catalog-${productCount}.json`);
if (!existsSync(catalogFile)) {
  const started = Date.now();
  writeFileSync(catalogFile, JSON.stringify(generateCatalog(productCount)));
  console.log(`Generated ${catalogFile} in ${Date.now() - started} ms`);
}

/** A fresh database URL: a SQLite file, or a PostgreSQL database of its own (never the tests' one). */
async function freshDatabase() {
  if (!pgUrl) {
    const file = path.join(cacheDir, `large-${productCount}.sqlite`);
    if (!reuse) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    return `sqlite:${file}`;
  }
  // Named after the database in DATABASE_URL: engineers sharing one server each bench their own copy.
  const name = `${new URL(pgUrl).pathname.slice(1) || 'storefront'}_bench_large_${productCount}`;
  if (!reuse) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const cli = (databaseUrl, ...cliArgs) =>
  execFileSync('npx', ['tsx', 'apps/api/src/cli.ts', ...cliArgs], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

const databaseUrl = await freshDatabase();
console.log(`Database: ${pgUrl ? 'PostgreSQL' : 'SQLite'} ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
if (!reuse) {
  cli(databaseUrl, 'seed');
  const started = Date.now();
  const output = cli(databaseUrl, 'import', catalogFile);
  const importMs = Date.now() - started;
  console.log(output.trim().split('\n').filter((line) => line.startsWith('Imported')).join('\n'));
  console.log(`import of ${productCount} products: ${(importMs / 1000).toFixed(1)} s (loadavg ${os.loadavg().map((v) => v.toFixed(2)).join(' ')})`);
}

/** The API on the bench database; `cacheEntries` 0 turns its catalogue response cache off. */
async function startServer(cacheEntries) {
  const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      PAYMENT_MODE: 'sandbox',
      CATALOG_CACHE_ENTRIES: String(cacheEntries),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await exited;
  };
  process.once('exit', () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/store_settings`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600) throw new Error('The API did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stop;
}
process.on('SIGINT', () => process.exit(130));

const baseUrl = `http://127.0.0.1:${port}/api/v1`;
let stopServer = await startServer(0);
const total = (await (await fetch(`${baseUrl}/products/filter?page=1`)).json()).meta.total_count;
const tree = (await (await fetch(`${baseUrl}/categories/all_category`)).json()).data;
/** How many active products a category lists (itself and everything below it). */
const countOf = async (category) =>
  (await (await fetch(`${baseUrl}/products/filter?page=1&category_ids[]=${category.id}`)).json()).meta.total_count;
/** The category of `categories` that lists the most products: page 50 of it must not be empty. */
async function largest(categories) {
  const counted = await Promise.all(categories.map(async (category) => ({ category, count: await countOf(category) })));
  return counted.reduce((best, next) => (next.count > best.count ? next : best));
}
const top = await largest(tree);
const leaf = top.category.childrens?.length ? await largest(top.category.childrens) : top;
const benchTop = { ...top.category, count: top.count };
const benchLeaf = { ...leaf.category, count: leaf.count };
/** A leaf holds about 500 products at 100,000: its last page (20 a page) when it has fewer than 50. */
const leafPage = Math.max(1, Math.min(50, Math.ceil(benchLeaf.count / 20)));

const searches = ['earbuds', 'cotton kurta', 'sher', 'voltix speaker', 'sandlas', 'handloom saree maroon']
  .map((text) => `/products/v1/search?query=${encodeURIComponent(text)}`);
/** A brand with products in the top category: the counts under a category and a brand. */
const topFacets = (await (await fetch(`${baseUrl}/products/filter/facets?category_ids[]=${benchTop.id}`)).json()).data;
const benchBrand = topFacets.brands[0]?.id ?? 1;
const facetChoices = [
  '',
  `?category_ids[]=${benchTop.id}`,
  `?brand_ids[]=${benchBrand}`,
  '?in_stock=true',
  '?min_price=500&max_price=5000&in_stock=true',
  `?query=cotton&category_ids[]=${benchTop.id}`,
].map((query) => `/products/filter/facets${query}`);
const FACETS_LABEL = 'filter counts (6 choices)';
const FACETS_ONE_LABEL = 'filter counts, 1 connection';
/** Each choice alone at `connections`: which of them the mix's p95 comes from. */
const facetChoiceScenarios = facetChoices.map((choice) => [`filter counts: ${choice.slice('/products/filter/facets'.length) || '(none)'}`, [choice]]);

const scenarios = [
  ['store_settings alone (floor)', ['/store_settings']],
  ['search (6 queries, /v1/search)', searches],
  ['list search (query=cotton shirt)', ['/products/filter?page=1&query=cotton%20shirt']],
  ['product list page 1', ['/products/filter?page=1']],
  [`category page 50 (${benchTop.name}, top, ${benchTop.count} products)`, [`/products/filter?page=50&category_ids[]=${benchTop.id}`]],
  [`category page ${leafPage} (${benchLeaf.name}, leaf, ${benchLeaf.count})`, [`/products/filter?page=${leafPage}&category_ids[]=${benchLeaf.id}`]],
  ['category page 50 by price', [`/products/filter?page=50&sort=price_asc&category_ids[]=${benchTop.id}`]],
  [FACETS_LABEL, facetChoices],
  [FACETS_ONE_LABEL, facetChoices, 1],
  ...facetChoiceScenarios,
];
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
/** The filter counts' p95 of each run, printed together at the end. */
const facetP95 = [];

/** Every scenario, then searches with store_settings asked alongside on one connection. */
async function measureAll() {
  for (const [label, paths, scenarioConnections = connections] of scenarios) {
    if (only && !label.includes(only)) continue;
    await runLoad(baseUrl, paths, { connections: scenarioConnections, seconds: 1 }); // warm up
    const result = await runLoad(baseUrl, paths, { connections: scenarioConnections, seconds });
    console.log(formatLine(label, result));
    if (paths === facetChoices) facetP95.push(`${label}: p95 ${result.p95.toFixed(1)} ms (loadavg ${os.loadavg().map((v) => v.toFixed(2)).join(' ')})`);
  }
  if (only) return;
  const [searchResult, settingsResult] = await Promise.all([
    runLoad(baseUrl, searches, { connections, seconds }),
    runLoad(baseUrl, ['/store_settings'], { connections: 1, seconds }),
  ]);
  console.log(formatLine('search (while settings run)', searchResult));
  console.log(formatLine('store_settings WHILE searching', settingsResult));
}

console.log(`\n${total} active products, ${connections} connections, ${seconds} s each, ${os.cpus().length} cores`);
// First without the catalogue response cache: what every read costs the first time after a write (any
// order, stock or price change starts a new catalogue revision), and what a query nobody asked before
// costs. Then with it, as the API runs by default.
console.log('\nCatalogue response cache OFF (CATALOG_CACHE_ENTRIES=0): every request runs its queries');
await measureAll();
await stopServer();
stopServer = await startServer(2000);
console.log('\nCatalogue response cache ON (default): repeated URLs served from the cache of their revision');
await measureAll();
await stopServer();
console.log(`\nFilter counts' p95 (${pgUrl ? 'PostgreSQL' : 'SQLite'}; cache off, then on):\n  ${facetP95.join('\n  ')}`);
process.exit(0);

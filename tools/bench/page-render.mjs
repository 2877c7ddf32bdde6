#!/usr/bin/env node
/**
 * What the API's page server (apps/api/src/web/serve-page.ts) costs per storefront page
 * (server rendering: run it before and after a change to compare). Three sections (the third,
 * the JSON API's answer time while uncached pages render, is described at apiUnderRenderLoad):
 *
 * 1. Answer time per public page type, sequential requests on one keep-alive connection, each read to its
 *    last byte (`Accept-Encoding: gzip, deflate, br`, as browsers ask): home `/`, the list `/products`, a
 *    list with a text query `/products?query=<a word of a product's name>`, a product page (the newest
 *    product's), a CMS page (`/get-to-know-us/<slug>`, the first of GET /api/v1/cms_pages), `/faqs`,
 *    `/contact-us` and a missing page (404). Each page type is measured
 *      - uncached: every request is a page-cache miss. The cache's key is the catalogue revision, the
 *        origin and the request URL (path and query); without PUBLIC_URL the origin is the request's Host
 *        header, so by default each request says a never-sent `Host: r-<run id>-<n>.localhost` for the same
 *        path (the same work as a real first visit; the check line says whether the pages really echo
 *        that host, i.e. whether the server has no PUBLIC_URL). `--bust query` adds a never-sent query
 *        parameter `r=<run id>-<n>` instead, for a server with PUBLIC_URL; it is not quite harmless: the
 *        page server loads the plain list's boot data only for exactly `/products`, so the list measures
 *        less work that way (the HTML bytes uncached / cached show such a difference);
 *      - cached: one URL repeated (primed by one unmeasured request first), so every answer comes from the
 *        page cache (30 s TTL, 500 entries).
 *    Prints status, the decoded HTML bytes (uncached / cached) and the bytes sent, p50 and p95 (ms) of
 *    both, and uncached p50 / cached p50.
 * 2. Throughput with autocannon (--connections, --seconds; 2 s warm-up each) against the cached home page
 *    (`Accept-Encoding: br`) and against a bare Fastify route started by this script (this same file, run
 *    as a child process so it does not share autocannon's event loop) that answers the very bytes of the
 *    home page's brotli answer as a static buffer, with the same headers: what the page server adds per
 *    request on top of Fastify. Prints req/s, p50/p99, errors/timeouts/non-2xx, and page / bare.
 *
 * os.loadavg() (1, 5, 15 min) is printed before and after each section: the machine is shared, read the
 * ratio to bare (measured in the same run) rather than raw figures. Numbers only: nothing is asserted.
 *
 * By default it starts the built API (apps/api/dist/main.js, plain node as production runs it) on a free
 * port, on a fresh SQLite demo store in a temp dir (or a fresh schema of DATABASE_URL's PostgreSQL),
 * serving the given storefront build (payment sandbox, on purpose):
 *
 *   npx nx run-many -t build -p storefront,api
 *   node tools/bench/page-render.mjs [--requests 100] [--warmup 10] [--connections 200] [--seconds 10]
 *                                    [--dist apps/storefront/dist] [--no-throughput] [--bust host|query]
 *                                    [--url http://127.0.0.1:3000]
 *
 * `--url` measures a server that is already running instead (its own build, data and page cache; the
 * uncached figures still miss, as the run id is new). `--warmup` unmeasured unique requests per page type
 * come first (JIT, statement caches).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchApiEnv, freshDatabase, loadavg, repoRoot, startChild, stopChild } from './support/built-api.mjs';
import { freePort } from './support/processes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};

async function main() {
  const requests = Number(option('requests', 100));
  const warmup = Number(option('warmup', 10));
  const connections = Number(option('connections', 200));
  const seconds = Number(option('seconds', 10));
  const dist = resolve(option('dist', join(repoRoot, 'apps/storefront/dist')));
  const givenUrl = option('url', null)?.replace(/\/$/, '');
  const bust = option('bust', 'host');
  if (bust !== 'host' && bust !== 'query') throw new Error('--bust takes host or query');
  const children = [];
  let database = null;
  const tmp = mkdtempSync(join(os.tmpdir(), 'page-render-'));
  let stopping = false;
  const stopAll = async () => {
    stopping = true;
    await Promise.all(children.map(stopChild));
    await database?.drop();
    rmSync(tmp, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopAll().finally(() => process.exit(130)));

  try {
    console.log(`page render bench: node ${process.version}, ${os.cpus().length} cpus; load average at start: ${loadavg()}`);
    let baseUrl = givenUrl;
    if (baseUrl) {
      console.log(`server: ${baseUrl} (already running)`);
    } else {
      if (!existsSync(join(dist, 'index.html')) || !existsSync(join(repoRoot, 'apps/api/dist/main.js'))) {
        console.error('No build: run `npx nx run-many -t build -p storefront,api` first (or pass --dist).');
        process.exitCode = 1;
        return;
      }
      const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;
      database = await freshDatabase(postgresUrl);
      const port = await freePort();
      const env = { ...benchApiEnv(port, database.url), STOREFRONT_DIST: dist, UPLOAD_DIR: join(tmp, 'uploads') };
      const api = await startChild(children, 'api', ['apps/api/dist/main.js'], env, 'Storefront and API on');
      // Said at once: a server that dies mid-run (a crash, or a signal from outside) otherwise shows only as ECONNREFUSED.
      api.once('exit', (code, signal) => {
        if (!stopping) console.error(`[api] exited during the run (${signal ?? `code ${code}`})`);
      });
      baseUrl = `http://127.0.0.1:${port}`;
      console.log(`server: ${baseUrl}: apps/api/dist/main.js, fresh demo store on ${database.label}, storefront ${dist}`);
    }

    const pages = await pageTypes(baseUrl);
    await latencies(baseUrl, pages, { requests, warmup, bust });
    await apiUnderRenderLoad(baseUrl, pages, { bust });
    if (!args.includes('--no-throughput')) await throughput(baseUrl, tmp, children, { connections, seconds });
    console.log(`load average at end: ${loadavg()}`);
  } finally {
    await stopAll();
  }
}

/** The page types, with real URLs of this store (a product, a CMS page, a word to search for). */
async function pageTypes(baseUrl) {
  const json = async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response.json();
  };
  const [product] = (await json('/api/v1/products/filter?page=1')).data;
  if (!product) throw new Error('the store has no product to measure');
  const word = (product.name.split(/\s+/).find((w) => /^[a-z]{3,}$/i.test(w)) ?? product.name.split(/\s+/)[0]).toLowerCase();
  let cmsSlug = (await json('/api/v1/cms_pages').catch(() => ({ data: [] }))).data?.[0]?.slug;
  if (!cmsSlug) {
    // The sitemap lists the CMS pages too.
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    cmsSlug = /\/get-to-know-us\/([^<]+)<\/loc>/.exec(xml)?.[1] ?? 'about-us';
  } else {
    cmsSlug = encodeURIComponent(cmsSlug);
  }
  return [
    ['home', '/'],
    ['list', '/products'],
    ['list + text query', `/products?query=${encodeURIComponent(word)}`],
    ['product', `/products/${encodeURIComponent(product.slug || 'product')}/${product.id}`],
    ['cms page', `/get-to-know-us/${cmsSlug}`],
    ['faqs', '/faqs'],
    ['contact us', '/contact-us'],
    ['missing (404)', '/no-such-page-here'],
  ];
}

/** The HTML of an answer, decoded as its content-encoding says. */
function decoded({ body, headers }) {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/** One GET on `agent`, read to the last byte: status, body, headers and the time it took (ms). */
function get(baseUrl, path, agent, headers) {
  return new Promise((resolveGet, reject) => {
    const started = performance.now();
    const request = http.get(`${baseUrl}${path}`, { agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolveGet({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (v) => (v === undefined ? 'n/a' : v.toFixed(2)).padStart(8);
const withParam = (path, param) => `${path}${path.includes('?') ? '&' : '?'}${param}`;

async function latencies(baseUrl, pages, { requests, warmup, bust }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  // Never sent before, by this run or any other: every uncached request is a page-cache miss.
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let n = 0;
  const port = new URL(baseUrl).port;
  const fresh = (path) => {
    const unique = `r-${runId}-${n++}`;
    return bust === 'host' ? { path, headers: { ...headers, host: `${unique}.localhost:${port}` } } : { path: withParam(path, `r=${unique}`), headers };
  };
  const repeated = (path) => ({ path, headers });
  const series = async (requestList) => {
    const times = [];
    let last;
    for (const request of requestList) {
      last = await get(baseUrl, request.path, agent, request.headers);
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), last };
  };

  console.log(`\n1. page answer time, ${requests} sequential requests per page type and case, one keep-alive connection, ` +
    `Accept-Encoding: ${headers['accept-encoding']}, to the last byte (${warmup} unmeasured uncached requests per type first)`);
  if (bust === 'host') {
    console.log(`   uncached: the same path, each request with a never-sent Host header (r-${runId}-<n>.localhost): the page cache's ` +
      'key is the catalogue revision, the origin (the Host, without PUBLIC_URL) and the URL, so each answer is rendered afresh');
  } else {
    console.log(`   uncached: each URL gets a never-sent query parameter (r=${runId}-<n>): the page cache's key is the ` +
      'catalogue revision, the origin and the whole URL, so each answer is rendered afresh (note: /products?r=... gets no list boot data)');
  }
  console.log('   cached: the same URL repeated (primed by one unmeasured request), answered from the page cache');
  console.log(`   load average before: ${loadavg()}`);
  for (const [, path] of pages) await series(Array.from({ length: warmup }, () => fresh(path)));
  if (bust === 'host') {
    const probe = fresh('/');
    const html = decoded(await get(baseUrl, probe.path, agent, probe.headers)).toString('utf8');
    const echoed = html.includes(probe.headers.host);
    console.log(`   check: the home page's links ${echoed ? 'use' : 'do NOT use'} the request's Host` +
      (echoed ? ' (no PUBLIC_URL: each Host is its own cache entry)' : ' (PUBLIC_URL is set: the uncached figures may be cached ones; use --bust query)'));
  }
  console.log(`   ${'page type'.padEnd(18)} ${'status'.padEnd(6)} ${'HTML B unc/cached'.padStart(17)} ${'sent B'.padStart(6)} ${'enc'.padEnd(4)}` +
    `   uncached p50      p95 |   cached p50      p95 | unc/cached  path`);
  const rows = [];
  for (const [name, path] of pages) {
    const uncached = await series(Array.from({ length: requests }, () => fresh(path)));
    await get(baseUrl, path, agent, headers);
    const cached = await series(Array.from({ length: requests }, () => repeated(path)));
    const { status, body, headers: answerHeaders } = cached.last;
    const htmlBytes = `${decoded(uncached.last).length}/${decoded(cached.last).length}`;
    rows.push({ name, uncached, cached });
    console.log(
      `   ${name.padEnd(18)} ${String(status).padEnd(6)} ${htmlBytes.padStart(17)} ${String(body.length).padStart(6)} ${String(answerHeaders['content-encoding'] ?? '-').padEnd(4)}` +
        ` ${ms(uncached.p50)}     ${ms(uncached.p95)} | ${ms(cached.p50)} ${ms(cached.p95)} | ${(uncached.p50 / cached.p50).toFixed(1).padStart(9)}x  ${path}`,
    );
  }
  agent.destroy();
  console.log(`   load average after: ${loadavg()}`);
  return rows;
}

/** One autocannon run: req/s, latency, and what failed. */
function cannon(url, headers, { connections, seconds }) {
  return new Promise((resolveRun, reject) => {
    const warmup = { connections: Math.min(connections, 20), duration: 2 };
    autocannon({ url, connections, duration: seconds, headers, warmup }, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

async function throughput(baseUrl, tmp, children, { connections, seconds }) {
  const headers = { 'accept-encoding': 'br' };
  // The bare route answers the home page's own brotli bytes: the same payload, none of the page server's work.
  const sample = await get(baseUrl, '/', undefined, headers);
  const bodyFile = join(tmp, 'home-page-body');
  writeFileSync(bodyFile, sample.body);
  const barePort = await freePort();
  const encoding = sample.headers['content-encoding'] ?? 'identity';
  const script = fileURLToPath(import.meta.url);
  await startChild(children, 'bare', [script, '--serve-bare', String(barePort), bodyFile, encoding], {}, 'bare page route ready');
  const check = await get(`http://127.0.0.1:${barePort}`, '/', undefined, headers);
  if (check.body.length !== sample.body.length) throw new Error('the bare route does not answer the sampled page');

  console.log(`\n2. throughput: autocannon, ${connections} connections, ${seconds} s (2 s warm-up at 20 connections first), ` +
    `Accept-Encoding: br; the bare Fastify route answers the home page's ${sample.body.length} B (${encoding}) as a static buffer`);
  const runs = [
    ['bare fastify', `http://127.0.0.1:${barePort}/`],
    ['page / (cached)', `${baseUrl}/`],
  ];
  const results = {};
  for (const [name, url] of runs) {
    const before = loadavg();
    const result = await cannon(url, headers, { connections, seconds });
    results[name] = result;
    const failed = `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`;
    console.log(
      `   ${name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `${result.requests.total} requests, ${failed}; load ${before} -> ${loadavg()}`,
    );
  }
  const ratio = results['page / (cached)'].requests.average / results['bare fastify'].requests.average;
  console.log(`   page / bare: ${ratio.toFixed(2)}`);
}

/**
 * Whether rendering starves the JSON API: a probe asks GET /api/v1/store_settings one at a time, first
 * alone, then while 40 clients ask for uncached product pages (each with a never-sent Host, so every one is
 * a render). Prints the probe's p50/p95 in both cases and how many pages were rendered on the server or
 * served as the shell (the render gate: 2 at once, 8 waiting).
 */
async function apiUnderRenderLoad(baseUrl, pages, { bust }) {
  const product = pages.find(([name]) => name === 'product')?.[1] ?? '/';
  const port = new URL(baseUrl).port;
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const probe = async (count) => {
    const times = [];
    for (let i = 0; i < count; i += 1) times.push((await get(baseUrl, '/api/v1/store_settings', probeAgent, {})).ms);
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  console.log(`\n3. the JSON API while pages render: GET /api/v1/store_settings, 200 sequential probes, alone and during ` +
    `40 clients asking for uncached ${product}`);
  console.log(`   load average before: ${loadavg()}`);
  const alone = await probe(200);
  let stop = false;
  const outcome = { rendered: 0, shell: 0, failed: 0 };
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let n = 0;
  const client = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (!stop) {
      const unique = `l-${runId}-${n++}`;
      const path = bust === 'host' ? product : withParam(product, `r=${unique}`);
      const headers = bust === 'host' ? { host: `${unique}.localhost:${port}` } : {};
      try {
        const answer = await get(baseUrl, path, agent, headers);
        if (answer.body.includes('data-server-theme')) outcome.rendered += 1;
        else outcome.shell += 1;
      } catch {
        outcome.failed += 1;
      }
    }
    agent.destroy();
  };
  const clients = Array.from({ length: 40 }, client);
  const loaded = await probe(200);
  stop = true;
  await Promise.all(clients);
  console.log(`   probe alone:        p50 ${ms(alone.p50)} ms, p95 ${ms(alone.p95)} ms`);
  console.log(`   probe during load:  p50 ${ms(loaded.p50)} ms, p95 ${ms(loaded.p95)} ms`);
  console.log(`   pages meanwhile: ${outcome.rendered} rendered on the server, ${outcome.shell} served as the shell (gate full or ` +
    `over budget), ${outcome.failed} failed`);
  console.log(`   load average after: ${loadavg()}`);
}

// The bare baseline's own mode: `node page-render.mjs --serve-bare <port> <body file> <content-encoding>`.
if (args[0] === '--serve-bare') {
  const [, port, bodyFile, encoding] = args;
  const body = readFileSync(bodyFile);
  const app = Fastify({ logger: false });
  app.get('/', (_request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  console.log('bare page route ready');
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
} else {
  await main();
}

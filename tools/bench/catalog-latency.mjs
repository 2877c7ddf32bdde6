#!/usr/bin/env node
/**
 * Load on the catalogue list call (GET /api/v1/products/filter) of a running API; prints p50/p90/p99
 * latency and throughput. Numbers only: nothing here asserts a time.
 *
 *   node tools/bench/catalog-latency.mjs [baseUrl] [--connections 16] [--seconds 10]
 */
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const baseUrl = (args.find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:3000/api/v1').replace(/\/$/, '');
const connections = option('connections', 16);
const seconds = option('seconds', 10);

// A mix a shopper produces: first pages, later pages, a category filter and a text query.
const first = await (await fetch(`${baseUrl}/products/filter?page=1`)).json();
const totalPages = first.meta.total_pages;
const categories = (await (await fetch(`${baseUrl}/categories/all_category`)).json()).data;
const paths = [
  '/products/filter?page=1',
  `/products/filter?page=${Math.min(2, totalPages)}`,
  `/products/filter?page=${totalPages}`,
  `/products/filter?page=1&category_ids=${categories[0].id}`,
  '/products/filter?page=1&query=shirt',
  '/products/filter?page=1&sort=price_asc&per_page=40',
];

const latencies = [];
let errors = 0;
const deadline = performance.now() + seconds * 1000;

async function worker(offset) {
  for (let i = offset; performance.now() < deadline; i++) {
    const started = performance.now();
    try {
      const response = await fetch(baseUrl + paths[i % paths.length]);
      await response.arrayBuffer();
      if (!response.ok) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - started);
  }
}

const startedAt = performance.now();
await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
const elapsed = (performance.now() - startedAt) / 1000;

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(`catalogue list (GET /products/filter), ${connections} connections, ${seconds}s, ${first.meta.total_count} products`);
console.log(`requests ${latencies.length}, errors ${errors}, throughput ${(latencies.length / elapsed).toFixed(0)} req/s`);
console.log(`latency ms: p50 ${pct(50)}  p90 ${pct(90)}  p99 ${pct(99)}  max ${latencies.at(-1).toFixed(1)}`);

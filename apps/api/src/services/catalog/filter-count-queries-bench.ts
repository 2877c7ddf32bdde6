/**
 * The filter counts' own cost, without HTTP: each of the large-catalogue bench's six choices answered
 * by counting the products (`countFacets`, the way before migration 0019) and by `productFacets` (the
 * kept counts where they apply), in turn on one connection, on the same database in the same run.
 * Prints the median and p95 of each, with the load average.
 *
 *   npx tsx apps/api/src/services/catalog/filter-count-queries-bench.ts sqlite:data/bench/large-100000.sqlite
 *   npx tsx apps/api/src/services/catalog/filter-count-queries-bench.ts postgres://postgres@127.0.0.1:5432/<db>_bench_large_100000
 *
 * Run it on a database that `node tools/bench/large-catalog.mjs` built (it holds the bench catalogue).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../catalog-reads/open-database';
import { createSearchEngine } from '../../search/create-search-engine';
import { searchWords } from '../../search/search-words';
import { KeptFacetCounts } from './kept-facet-counts';
import { countFacets, type FacetFilter, productFacets } from './product-facets';

const load = () => os.loadavg().map((v) => v.toFixed(2)).join(' ');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(url: string | undefined, rounds: number): Promise<void> {
  if (!url) throw new Error('Usage: npx tsx apps/api/src/services/catalog/filter-count-queries-bench.ts <DATABASE_URL of a bench database>');
  const database = openDatabase(url);
  const { db } = database;
  const kept = new KeptFacetCounts(database);
  const search = createSearchEngine({ db, readPool: database.readPool });

  // The bench's top category (the one listing the most products) and a brand in it, as large-catalog.mjs picks them.
  const top = await db.selectFrom('category_listing as l').innerJoin('categories as c', 'c.id', 'l.category_id')
    .select((eb) => ['l.category_id', eb.fn.countAll<number>().as('n')]).where('c.parent_id', 'is', null)
    .groupBy('l.category_id').orderBy('n', 'desc').executeTakeFirstOrThrow();
  const brand = (await productFacets(database, kept, search, { categoryIds: [top.category_id] })).brands[0]?.id ?? 1;
  const choices: Array<[string, FacetFilter]> = [
    ['(none)', {}],
    ['a category', { categoryIds: [top.category_id] }],
    ['a brand', { brandIds: [brand] }],
    ['in stock only', { inStock: true }],
    ['₹500-5,000, in stock only', { minPrice: 500, maxPrice: 5000, inStock: true }],
    ['text "cotton" in a category', { query: 'cotton', categoryIds: [top.category_id] }],
  ];

  console.log(`${url.replace(/\/\/[^@]*@/, '//')}: ${rounds} rounds of each, one connection, alternating`);
  for (const [label, filter] of choices) {
    const words = searchWords(filter.query ?? '');
    const times = { counted: [] as number[], kept: [] as number[] };
    for (let i = 0; i < rounds; i++) {
      for (const how of ['counted', 'kept'] as const) {
        const started = performance.now();
        await (how === 'counted' ? countFacets(database, search, filter, words) : productFacets(database, kept, search, filter));
        times[how].push(performance.now() - started);
      }
    }
    const line = (how: 'counted' | 'kept') => {
      const sorted = [...times[how]].sort((a, b) => a - b);
      return `${how} p50 ${percentile(sorted, 50).toFixed(1)} p95 ${percentile(sorted, 95).toFixed(1)} ms`;
    };
    console.log(`${label.padEnd(30)} ${line('counted')}   ${line('kept')}   loadavg ${load()}`);
  }
  await database.close();
}

main(process.argv[2], Number(process.env.ROUNDS ?? 30)).catch((error) => {
  console.error(error);
  process.exit(1);
});

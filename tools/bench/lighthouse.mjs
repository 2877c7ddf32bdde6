#!/usr/bin/env node
/**
 * Lighthouse (the npm package) in its default mobile mode (a mid-range phone, simulated slow 4G and 4x
 * CPU slowdown) on three pages of the production build: home (/), the product list (/products) and a
 * product page (the newest product's). Three runs per page; prints the median of each category score
 * (performance, accessibility, best practices, SEO) and of LCP, TBT and CLS, with os.loadavg() before and
 * after each page (the machine is shared: read ratios against a baseline measured in the same run).
 * Prints numbers; nothing here fails on them. Goal: performance 95+, the other three 100.
 *
 * CPU calibration (docs/throttling.md in GoogleChrome/lighthouse, "Calibrating the CPU slowdown"): the
 * slowdown is relative to the host, and the default 4x fits a host of benchmark index ~1,533; a faster
 * host needs more to emulate Lighthouse's target device, a slower (or busier) one less. A first,
 * unmeasured run reads this machine's `environment.benchmarkIndex`; the multiplier for the target device
 * is computed from it with the formula of Lighthouse's CPU slowdown calculator (the webapp docs/throttling.md
 * links to: 1x at index 150, 2x at 800, 3x at 1300, 4x at ~1533, one more per further ~233), and every page is then
 * measured both ways, the default settings and the calibrated multiplier, runs interleaved so load drift
 * hits both alike. Each row prints the multiplier the runs used (from the report's own settings), the
 * median benchmark index of its runs and the load averages.
 *
 * By default it starts the real API on a free port with a fresh demo store, serving the given build:
 *
 *   npx nx run-many -t build -p storefront,api
 *   node tools/bench/lighthouse.mjs [--dist apps/storefront/dist] [--runs 3] [--audits]
 *                                   [--calibration-runs 1] [--multiplier <x>] [--default-only]
 *
 * or measures a server that is already running (its own build and data):
 *
 *   node tools/bench/lighthouse.mjs --url http://127.0.0.1:3000
 *
 * `--audits` also lists, per page, the audits of the last run that are not passed (what is left to fix).
 * `--hindi` measures the same pages at their Hindi addresses (/hi, /hi/products, /hi/products/...).
 * `--categories accessibility` (comma-separated Lighthouse category ids) scores only those; without
 * performance there is nothing to calibrate, so the runs use the default settings only. The accessibility
 * score of the Hindi pages, for example:
 *
 *   CHROME_PATH=/usr/bin/chromium node tools/bench/lighthouse.mjs --hindi --categories accessibility --runs 1 --audits
 * The benchmark index moves a lot with the machine's load (the last line shows its range over all runs):
 * `--calibration-runs <n>` calibrates on the median of n runs instead of one.
 * `--multiplier <x>` uses that CPU slowdown for the calibrated runs instead of the computed one (to compare
 * runs on different days at one setting); `--default-only` skips the calibrated runs (the old behaviour).
 * `--applied` adds a third setting: the calibrated slowdown applied by Chromium itself (Lighthouse's
 * `throttlingMethod: 'devtools'`) instead of simulated. The simulation multiplies every task the page ran
 * by the slowdown, so React's 5 ms hydration slices count as tasks of 5 ms times the slowdown; on a
 * throttled CPU the scheduler still yields every 5 ms. The applied runs show which of the two the
 * blocking time comes from (they vary more from run to run).
 * Chromium: Debian's (tools/chromium-launch.json; CHROME_PATH or CHROMIUM_PATH override its path).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH, startHeadlessChromium, startStorefrontApi } from './support/storefront-processes.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(option('runs') ?? 3);
const CATEGORIES = option('categories')?.split(',') ?? ALL_CATEGORIES;
if (CATEGORIES.some((category) => !ALL_CATEGORIES.includes(category))) {
  console.error(`--categories takes some of ${ALL_CATEGORIES.join(',')}`);
  process.exit(1);
}
/** Only performance depends on the CPU slowdown: without it, no calibration and no calibrated runs. */
const MEASURES_PERFORMANCE = CATEGORIES.includes('performance');
const DEFAULT_ONLY = args.includes('--default-only') || !MEASURES_PERFORMANCE;
/** `--applied`: the calibrated slowdown also applied by Chromium itself (DevTools throttling), see the header. */
const APPLIED = args.includes('--applied') && !DEFAULT_ONLY;
/** The language's address prefix of the measured pages (`--hindi`: the Hindi pages under /hi). */
const LOCALE_PREFIX = args.includes('--hindi') ? '/hi' : '';
const localized = (path) => (LOCALE_PREFIX && path === '/' ? LOCALE_PREFIX : `${LOCALE_PREFIX}${path}`);
const CALIBRATION_RUNS = Math.max(1, Number(option('calibration-runs') ?? 1));
const FIXED_MULTIPLIER = option('multiplier') === undefined ? undefined : Number(option('multiplier'));
if (FIXED_MULTIPLIER !== undefined && !(FIXED_MULTIPLIER >= 1)) {
  console.error('--multiplier takes a CPU slowdown of 1 or more (e.g. 2.5)');
  process.exit(1);
}

/** Run at exit, last registered first, also on errors and Ctrl-C: the browser, the API, temp folders. */
const cleanups = [];
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    while (cleanups.length) await cleanups.pop()().catch((error) => console.error('cleanup:', error.message));
  })());
let interrupted = 0;
for (const [signal, code] of Object.entries({ SIGINT: 130, SIGTERM: 143 })) {
  process.once(signal, () => {
    interrupted = code;
    void cleanUp().finally(() => process.exit(code));
  });
}

/** The API this script started (its state), to say so when it is gone mid-run. */
let startedApi = null;

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** The newest product's page (libs/domain productPath builds the same path). */
async function productPagePath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/products/filter?per_page=1`);
  const { data } = await response.json();
  const [product] = data;
  if (!product) throw new Error('the store has no product to measure');
  // The store's own slug when it has one; the product route answers on any slug with the right id.
  return `/products/${encodeURIComponent(product.slug || 'product')}/${encodeURIComponent(String(product.id))}`;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The CPU slowdown that makes a host of this Lighthouse benchmark index emulate Lighthouse's target
 * device, by the formula of Lighthouse's CPU slowdown calculator (linked from docs/throttling.md,
 * "Calibrating the CPU slowdown"; patrickhulce/lighthouse-cpu-throttling-calculator): linear between
 * index 150 = 1x, 800 = 2x and 1300 = 3x, then one more per 233 (1533 = 4x, the default's host).
 * Below 150 the calculator gives no multiplier (the host is slower than the target already): 1x here,
 * with a note, since no slowdown can make it faster. Rounded to 0.1 as the calculator shows it.
 */
function calibratedMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) return { multiplier: undefined, note: 'the run reported no benchmark index' };
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else return { multiplier: 1, note: 'index under 150: this host is slower than the target device even unthrottled' };
  return { multiplier: Math.round(multiplier * 10) / 10, note: '' };
}

/**
 * One Lighthouse run (a cold load: Lighthouse clears the cache and storage of the origin first), with
 * Lighthouse's default settings, or with `cpuSlowdownMultiplier` instead of the default 4x (the rest of
 * the throttling settings stay the defaults: flags merge into the default config's settings).
 */
async function runOnce(url, port, cpuSlowdownMultiplier, throttlingMethod) {
  const throttling = cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } };
  const method = throttlingMethod === undefined ? {} : { throttlingMethod };
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...throttling, ...method };
  const result = await lighthouse(url, flags);
  if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** A run that fails (on a loaded machine Chromium may miss a DevTools deadline) is tried again, twice at most. */
async function runMeasured(url, port, cpuSlowdownMultiplier, throttlingMethod) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port, cpuSlowdownMultiplier, throttlingMethod);
    } catch (error) {
      // Chromium shows its error page (CHROME_INTERSTITIAL_ERROR) when the server is gone: say why instead.
      if (startedApi?.exited) throw new Error(`the API exited during the run (${startedApi.exited}):\n${startedApi.output.join('\n')}`);
      if (attempt === 3) throw error;
      console.log(`  (run on ${url} failed, tried again: ${String(error.message).split('\n')[0]})`);
    }
  }
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100));
const metric = (lhr, id) => lhr.audits[id]?.numericValue;
const fmt = (n, digits = 0, unit = '') => (n === undefined ? 'n/a' : `${n.toFixed(digits)}${unit}`);
/** The CPU slowdown a run actually used, from the report's own settings. */
const usedMultiplier = (lhr) => lhr.configSettings?.throttling?.cpuSlowdownMultiplier;
const spread = (values) => {
  const numbers = values.filter((v) => typeof v === 'number');
  return numbers.length ? `${Math.min(...numbers).toFixed(0)}-${Math.max(...numbers).toFixed(0)}` : 'n/a';
};

/** Audits the last run did not pass, with what they would save: what is left to do. */
function openAudits(lhr) {
  const lines = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      lines.push(`    ${category}: ${ref.id} (score ${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
    }
  }
  return lines;
}

async function main() {
  const executablePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? CHROMIUM_LAUNCH.executablePath;
  if (!existsSync(executablePath)) {
    console.error(`No Chromium at ${executablePath}: \`apt-get install -y chromium\`, or set CHROME_PATH.`);
    return 1;
  }
  let baseUrl = option('url')?.replace(/\/$/, '');
  if (baseUrl) {
    console.log(`server: ${baseUrl} (already running)`);
  } else {
    const dist = resolve(option('dist') ?? join(repoRoot, 'apps/storefront/dist'));
    if (!existsSync(join(dist, 'index.html'))) {
      console.error(`No storefront build in ${dist}: run \`npx nx run-many -t build -p storefront,api\` first, or pass --dist.`);
      return 1;
    }
    console.log(`build: ${dist}`);
    const started = await startStorefrontApi(cleanups, dist);
    startedApi = started.child;
    baseUrl = started.baseUrl;
    console.log(`server: ${baseUrl} (the API with a fresh demo store, started for this run)`);
  }
  const pages = [
    ['home', '/'],
    ['product list', '/products'],
    ['product page', await productPagePath(baseUrl)],
  ].map(([name, path]) => [LOCALE_PREFIX ? `${name} (${LOCALE_PREFIX})` : name, localized(path)]);
  const port = await startHeadlessChromium(cleanups, executablePath);
  // The calibration run(s), unmeasured: the first also pays for the API's cold caches and Chromium's start-up.
  const calibrationLoad = load();
  const calibrationRuns = [];
  const calibrationCount = MEASURES_PERFORMANCE ? CALIBRATION_RUNS : 1;
  for (let i = 0; i < calibrationCount; i += 1) calibrationRuns.push(await runMeasured(`${baseUrl}${localized('/')}`, port));
  const calibration = calibrationRuns[0];
  const calibrationIndexes = calibrationRuns.map((r) => r.environment?.benchmarkIndex);
  const calibrationIndex = median(calibrationIndexes);
  const computed = calibratedMultiplier(calibrationIndex);
  const multiplier = FIXED_MULTIPLIER ?? computed.multiplier;
  if (!MEASURES_PERFORMANCE) {
    console.log(`warm-up run of ${baseUrl}${localized('/')} (unmeasured: nothing to calibrate without performance); load ${calibrationLoad} -> ${load()}`);
  } else {
    console.log(
      `calibration (${calibrationCount} run(s) of ${baseUrl}${localized('/')}, default settings): benchmark index ${fmt(calibrationIndex)}` +
        `${calibrationCount > 1 ? ` (median of ${calibrationIndexes.map((v) => fmt(v)).join(', ')})` : ''}, ` +
        `default CPU slowdown ${usedMultiplier(calibration)}x; calibrated multiplier for Lighthouse's target device: ` +
        `${computed.multiplier ?? 'n/a'}x${computed.note ? ` (${computed.note})` : ''}` +
        `${FIXED_MULTIPLIER === undefined ? '' : `; --multiplier ${FIXED_MULTIPLIER}x used instead`}; load ${calibrationLoad} -> ${load()}`,
    );
  }
  const settings = [['default', undefined]];
  if (!DEFAULT_ONLY && multiplier !== undefined) settings.push(['calibrated', multiplier]);
  else if (!DEFAULT_ONLY) console.log('no calibrated runs: the calibration run reported no benchmark index (pass --multiplier)');
  if (APPLIED && multiplier !== undefined) settings.push(['calibrated, applied', multiplier, 'devtools']);

  console.log(
    `Lighthouse mobile (simulated throttling${APPLIED ? '; "applied": the same CPU slowdown applied by Chromium itself' : ''}), ` +
      `median of ${RUNS} run(s) per page and setting, the settings' runs interleaved; ` +
      'load averages (1, 5, 15 min) before and after each page',
  );
  const header = ['page', 'settings', 'CPU x', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'runs (perf)', 'CPU index (range)', 'load before -> after'];
  console.log(header.join('\t'));
  const allIndexes = [...calibrationIndexes];
  for (const [name, path] of pages) {
    const before = load();
    const runs = new Map(settings.map(([label]) => [label, []]));
    for (let i = 0; i < RUNS; i += 1) {
      for (const [label, cpu, method] of settings) runs.get(label).push(await runMeasured(`${baseUrl}${path}`, port, cpu, method));
    }
    const after = load();
    for (const [label] of settings) {
      const done = runs.get(label);
      const indexes = done.map((r) => r.environment?.benchmarkIndex);
      allIndexes.push(...indexes);
      const cols = [
        name,
        label,
        [...new Set(done.map(usedMultiplier))].join(','),
        fmt(median(done.map((r) => score(r, 'performance')))),
        fmt(median(done.map((r) => score(r, 'accessibility')))),
        fmt(median(done.map((r) => score(r, 'best-practices')))),
        fmt(median(done.map((r) => score(r, 'seo')))),
        fmt(median(done.map((r) => metric(r, 'largest-contentful-paint'))), 0, ' ms'),
        fmt(median(done.map((r) => metric(r, 'total-blocking-time'))), 0, ' ms'),
        fmt(median(done.map((r) => metric(r, 'cumulative-layout-shift'))), 3),
        done.map((r) => score(r, 'performance')).join(','),
        `${fmt(median(indexes))} (${spread(indexes)})`,
        `${before} -> ${after}`,
      ];
      console.log(cols.join('\t'));
    }
    if (args.includes('--audits')) {
      for (const [label] of settings) {
        console.log(`  ${path} (${label}): audits not passed in the last run`);
        for (const line of openAudits(runs.get(label).at(-1))) console.log(line);
      }
    }
  }
  // The index moves with the machine's load: how far it moved during this run, and what it would have
  // calibrated to at the median (a check on the single calibration run).
  const overall = median(allIndexes);
  console.log(
    `benchmark index over all ${allIndexes.filter(Number.isFinite).length} runs: median ${fmt(overall)} (${spread(allIndexes)}), ` +
      `which would calibrate to ${calibratedMultiplier(overall).multiplier ?? 'n/a'}x; load now ${load()}`,
  );
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (!interrupted) console.error(`lighthouse: ${error.message}`);
} finally {
  await cleanUp();
}
process.exit(interrupted || exitCode);

#!/usr/bin/env node
/**
 * What a real browser downloads when a shopper opens the home page (/) of the production build: every
 * JavaScript and CSS response until the page is settled (the home screen drawn in main#main, then no
 * request for 500 ms), counted raw and gzipped (zlib level 9 on the body, as bundle-size.mjs does), per
 * file and in total, plus the first-load timings (informational). Once at a desktop size (1280x800) and
 * once at a phone size (390x844). The JavaScript is compared with a budget of 150 KB gzipped.
 * Prints numbers; nothing here fails on them. bundle-size.mjs reads the same from Vite's manifest; this one
 * sees what the browser really asks for (preloads, lazy chunks, CSS split off by Vite).
 *
 * By default it starts the real API on a free port with a fresh demo store, serving the given build:
 *
 *   cd apps/storefront && npx vite build && cd -       (or `npx nx run storefront:build`)
 *   node tools/bench/home-first-load.mjs [--dist apps/storefront/dist] [--path /hi]
 *
 * or measures a server that is already running (its own build and data):
 *
 *   node tools/bench/home-first-load.mjs --base-url http://127.0.0.1:3000
 *
 * Chromium: Debian's at /usr/bin/chromium (`apt-get install -y chromium`), or CHROMIUM_PATH.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { sleep } from './support/processes.mjs';
import { startStorefrontApi } from './support/storefront-processes.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Debian's Chromium, launched as the browser tests launch it. */
const CHROMIUM_LAUNCH = JSON.parse(readFileSync(join(repoRoot, 'tools/chromium-launch.json'), 'utf8'));
const BUDGET_JS_GZIP = 150 * 1024;
/** Playwright's 'networkidle' rule: no request in flight for this long. */
const QUIET_MS = 500;
const HOME_TIMEOUT_MS = 60_000;
const IDLE_TIMEOUT_MS = 30_000;

const PASSES = [
  { name: 'desktop 1280x800', context: { viewport: { width: 1280, height: 800 } } },
  // A phone of that width (the e2e tests' MOBILE): touch, mobile meta viewport, 3x pixels.
  {
    name: 'phone 390x844',
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  },
];

/**
 * The home screen's content in the page's layout (site-layout.tsx, screens/home): the banner carousel or a
 * home section that is not a loading skeleton. Sections still loading carry aria-busy.
 */
const HOME_CONTENT = 'main#main [aria-roledescription="carousel"], main#main section[aria-labelledby]:not([aria-busy="true"])';
const HOME_BUSY = 'main#main [aria-busy="true"]';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
/** The home page's address: `--path /hi` measures the Hindi home (its shell and messages chunks). */
const homePath = option('path') ?? '/';

/** Run at exit, last registered first, also on errors and Ctrl-C: the browser, the API, its temp folder. */
const cleanups = [];
let cleaning;
/** Once only: Ctrl-C and the failure it causes in the measuring code both end up here. */
const cleanUp = () =>
  (cleaning ??= (async () => {
    while (cleanups.length) await cleanups.pop()().catch((error) => console.error('cleanup:', error.message));
  })());
/** The exit code of a Ctrl-C or kill (128 + the signal's number), 0 while neither came. */
let interrupted = 0;
for (const [signal, code] of Object.entries({ SIGINT: 130, SIGTERM: 143 })) {
  process.once(signal, () => {
    interrupted = code;
    void cleanUp().finally(() => process.exit(code));
  });
}

const kb = (n) => (n / 1024).toFixed(1);

/** The real API, bundled from the current source (about a second), on a fresh demo store serving `dist`. */
async function startApi(dist) {
  const built = spawnSync(process.execPath, ['tools/scripts/build-api.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('nx run api:build failed');
  return (await startStorefrontApi(cleanups, dist)).baseUrl;
}

async function launchBrowser(executablePath) {
  const browser = await chromium.launch({
    executablePath,
    // Ctrl-C goes through cleanUp, which closes the browser in its turn.
    handleSIGINT: false,
    handleSIGTERM: false,
    args: CHROMIUM_LAUNCH.args,
  });
  cleanups.push(() => browser.close());
  return browser;
}

/** JS, CSS or neither, by what the server says it sent (a path ending in .js may come back as index.html). */
function kindOf(response) {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript|ecmascript/.test(type)) return 'js';
  if (type.includes('text/css')) return 'css';
  if (type) return null;
  const resourceType = response.request().resourceType();
  return resourceType === 'script' ? 'js' : resourceType === 'stylesheet' ? 'css' : null;
}

/**
 * Records every response of the page with its body, and what is in flight (for the quiet window).
 * Bodies are read as they arrive: once the page is closed they are gone.
 */
function watchNetwork(page) {
  const inFlight = new Set();
  const failed = [];
  const responses = [];
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settle = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', (request) => {
    settle(request);
    failed.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    const body = response.body().catch(() => Buffer.alloc(0)); // redirects have none
    responses.push(body.then((bytes) => ({ response, bytes })));
  });
  // A body still coming after the quiet window gave up is left out rather than waited for.
  const inTime = (body) => Promise.race([body, sleep(5000).then(() => null)]);
  return {
    failed,
    responses: async () => (await Promise.all(responses.map(inTime))).filter(Boolean),
    quietFor: () => (inFlight.size === 0 ? Date.now() - lastActivity : 0),
  };
}

/** Waits until nothing has been in flight for QUIET_MS; false if that never happened in time. */
async function waitForQuiet(network) {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  while (network.quietFor() < QUIET_MS) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** One first visit in a fresh context: no cookies, no storage, no HTTP cache, no service worker. */
async function firstLoad(browser, baseUrl, contextOptions) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    // A fresh context starts with an empty cache, but the memory cache would still serve a file asked for
    // twice during the load (a modulepreload and its import); a first visit downloads what it asks for.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Room for every resource's timing (the default keeps 250): the last one ends the load.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    const network = watchNetwork(page);

    await page.goto(`${baseUrl}${homePath}`, { waitUntil: 'commit' });
    // Checked on every frame in the page, so the time is the page's own clock (ms since navigation start).
    const homeVisible = await page.waitForFunction(
      (selector) => {
        const found = [...document.querySelectorAll(selector)].some((el) => el.getBoundingClientRect().height > 0);
        return found && performance.now();
      },
      HOME_CONTENT,
      { polling: 'raf', timeout: HOME_TIMEOUT_MS },
    );
    const homeVisibleMs = await homeVisible.jsonValue();
    await page.waitForFunction((selector) => !document.querySelector(selector), HOME_BUSY, { timeout: HOME_TIMEOUT_MS });
    // Playwright's networkidle fires once per navigation, possibly before the home screen asked for its
    // lazy chunk and data; our own quiet window below starts counting after the home screen is drawn.
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => undefined);
    const quiet = await waitForQuiet(network);

    const timing = await page.evaluate(() => {
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      const lastResponse = Math.max(0, ...resources.map((r) => r.responseEnd));
      return {
        domContentLoaded: nav.domContentLoadedEventStart,
        load: nav.loadEventStart,
        firstContentfulPaint: fcp?.startTime,
        lastResponse: Math.max(lastResponse, nav.responseEnd),
      };
    });
    return { timing: { ...timing, homeVisible: homeVisibleMs }, quiet, responses: await network.responses(), failed: network.failed };
  } finally {
    await context.close();
  }
}

/** Per-file sizes, JS/CSS totals and the rest (document, API calls, images) by resource type. */
function summarise(responses) {
  const files = new Map();
  const totals = { js: { count: 0, raw: 0, gzip: 0 }, css: { count: 0, raw: 0, gzip: 0 } };
  const other = new Map();
  const warnings = [];
  for (const { response, bytes } of responses) {
    const kind = kindOf(response);
    const url = new URL(response.url());
    if (!kind) {
      const type = response.request().resourceType();
      const seen = other.get(type) ?? { count: 0, raw: 0 };
      other.set(type, { count: seen.count + 1, raw: seen.raw + bytes.length });
      if (/\.(m?js|css)$/.test(url.pathname)) warnings.push(`${url.pathname} came back as ${response.headers()['content-type']} (${response.status()})`);
      continue;
    }
    if (!response.ok()) warnings.push(`${url.pathname} answered ${response.status()}`);
    const gzip = gzipSync(bytes, { level: 9 }).length;
    Object.assign(totals[kind], {
      count: totals[kind].count + 1,
      raw: totals[kind].raw + bytes.length,
      gzip: totals[kind].gzip + gzip,
    });
    const key = url.origin === new URL(responses[0].response.url()).origin ? url.pathname : url.href;
    const file = files.get(key) ?? { name: basename(url.pathname) || key, kind, times: 0, raw: 0, gzip: 0 };
    files.set(key, { ...file, times: file.times + 1, raw: file.raw + bytes.length, gzip: file.gzip + gzip });
  }
  return { files: [...files.values()].sort((a, b) => b.raw - a.raw), totals, other, warnings };
}

const files = (n) => `${n} ${n === 1 ? 'file' : 'files'}`;
const ms = (n) => (n === undefined ? 'n/a' : `${Math.round(n)} ms`);

function report(name, result) {
  const { files: list, totals, other, warnings } = summarise(result.responses);
  const { js, css } = totals;
  const left = BUDGET_JS_GZIP - js.gzip;
  const t = result.timing;
  console.log(`\n== home page first load, ${name}`);
  console.log(`JS:    ${files(js.count).padEnd(9)} ${kb(js.raw).padStart(7)} KB raw  ${kb(js.gzip).padStart(7)} KB gzipped`);
  console.log(`CSS:   ${files(css.count).padEnd(9)} ${kb(css.raw).padStart(7)} KB raw  ${kb(css.gzip).padStart(7)} KB gzipped`);
  console.log(
    `JS budget 150 KB gzipped: ${kb(js.gzip)} KB, ${left >= 0 ? `within (${kb(left)} KB left)` : `OVER by ${kb(-left)} KB`}`,
  );
  const rest = [...other].map(([type, o]) => `${type} ${o.count} (${kb(o.raw)} KB)`).join(', ');
  console.log(`other responses, not counted above: ${rest || 'none'}`);
  console.log(
    `timing (informational): DOMContentLoaded ${ms(t.domContentLoaded)}, load ${ms(t.load)}, ` +
      `first contentful paint ${ms(t.firstContentfulPaint)}, home content visible ${ms(t.homeVisible)}, ` +
      `last response done ${ms(t.lastResponse)}`,
  );
  if (!result.quiet) console.log(`note: the network never stayed quiet for ${QUIET_MS} ms within ${IDLE_TIMEOUT_MS / 1000} s`);
  for (const warning of [...warnings, ...result.failed.map((f) => `failed: ${f}`)]) console.log(`warning: ${warning}`);

  const width = Math.max(4, ...list.map((f) => f.name.length + (f.times > 1 ? 4 : 0)));
  console.log(`${'file'.padEnd(width)}  kind   raw KB  gzip KB`);
  for (const f of list) {
    const name = f.times > 1 ? `${f.name} x${f.times}` : f.name;
    console.log(`${name.padEnd(width)}  ${f.kind.padEnd(4)} ${kb(f.raw).padStart(8)} ${kb(f.gzip).padStart(8)}`);
  }
}

async function main() {
  console.log(`page: ${homePath}`);
  // Checked before the API's slow start.
  const executablePath = process.env.CHROMIUM_PATH ?? CHROMIUM_LAUNCH.executablePath;
  if (!existsSync(executablePath)) {
    console.error(`No Chromium at ${executablePath}: \`apt-get install -y chromium\`, or set CHROMIUM_PATH.`);
    return 1;
  }
  let baseUrl = option('base-url')?.replace(/\/$/, '');
  if (baseUrl) {
    console.log(`server: ${baseUrl} (already running)`);
  } else {
    const dist = resolve(option('dist') ?? join(repoRoot, 'apps/storefront/dist'));
    if (!existsSync(join(dist, 'index.html'))) {
      console.error(
        `No storefront build in ${dist}: build it first, e.g. \`npx nx run storefront:build\`, or ` +
          '`cd apps/storefront && npx vite build --outDir <dir>` and pass `--dist <dir>`.',
      );
      return 1;
    }
    console.log(`build: ${dist}`);
    baseUrl = await startApi(dist);
    console.log(`server: ${baseUrl} (the API with a fresh demo store, started for this run)`);
  }

  const browser = await launchBrowser(executablePath);
  // Unmeasured: the first page after the API starts pays for its cold caches and Chromium's own start-up,
  // which would otherwise land in the first pass's timings only.
  await firstLoad(browser, baseUrl, PASSES[0].context);
  for (const pass of PASSES) report(pass.name, await firstLoad(browser, baseUrl, pass.context));
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  // Playwright appends its call log or the browser's whole log to a message: what failed comes before.
  if (!interrupted) console.error(`home-first-load: ${String(error.message).split(/\n(?:Call log|Browser logs):/)[0]}`);
} finally {
  await cleanUp();
}
process.exit(interrupted || exitCode);

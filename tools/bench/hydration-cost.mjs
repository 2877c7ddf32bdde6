#!/usr/bin/env node
/**
 * The main thread's long tasks while a server-rendered page loads and hydrates, in Chromium on a phone's
 * viewport at a CPU slowdown (4x by default, as Lighthouse's mobile mode): what total blocking time is made
 * of, measured directly (the Long Tasks API) rather than simulated. For each build given (`--dist`, one or
 * more: runs interleaved so that the machine's drift hits them alike) it starts the built API on a fresh
 * SQLite demo store serving that build, loads each path `--runs` times in a fresh browser context, waits
 * until the page has started (`<html data-started>`: hydrated, the shopper's data in) and a second more,
 * and prints the medians of: first contentful paint, largest contentful paint, the time to started, the
 * blocking time after first paint (the part of each long task over 50 ms, as TBT counts it, up to
 * started + 1 s), the longest task, and the number of long tasks. Numbers only, with the load average.
 *
 *   npx nx run-many -t build -p storefront,api
 *   node tools/bench/hydration-cost.mjs --dist apps/storefront/dist [--dist /tmp/other/dist] [--path / --path /products]
 *                                       [--runs 5] [--slowdown 4]
 *
 * Compare builds in one run: build an earlier commit in a worktree (`git worktree add ../old <commit>`, then
 * its storefront, server renderer and API) and pass its `apps/storefront/dist`; each build is served by the
 * API built next to it, which loads the server renderer from `<dist>/../dist-server`. The worktree's
 * node_modules can link to this checkout's packages, all but `@storefront/*`, which must be its own libraries.
 */
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { loadavg, repoRoot } from './support/built-api.mjs';
import { CHROMIUM_LAUNCH, startStorefrontApi } from './support/storefront-processes.mjs';

const args = process.argv.slice(2);
const all = (name) => args.flatMap((arg, i) => (arg === `--${name}` ? [args[i + 1]] : []));
const one = (name, fallback) => all(name)[0] ?? fallback;
const dists = all('dist').map((dist) => resolve(dist));
if (dists.length === 0) dists.push(join(repoRoot, 'apps/storefront/dist'));
const paths = all('path');
if (paths.length === 0) paths.push('/', '/products');
const runs = Number(one('runs', 5));
const slowdown = Number(one('slowdown', 4));
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Run at exit, last registered first: the APIs and their temp folders. */
const cleanups = [];

async function startApi(dist) {
  const { baseUrl } = await startStorefrontApi(cleanups, dist);
  // One unmeasured visit per path: the page cache and the server's first renders are warm for every build.
  for (const path of paths) await fetch(`${baseUrl}${path}`);
  return baseUrl;
}

/** One visit: paint times and the long tasks, from the page's own performance entries. */
async function visit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { tasks: [], lcp: 0 };
      window.__hydrationCost = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-started]', { state: 'attached', timeout: 60_000 });
    const started = await page.evaluate(() => performance.now());
    await page.waitForTimeout(1000);
    const { tasks, lcp, fcp } = await page.evaluate(() => ({
      ...window.__hydrationCost,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const afterPaint = tasks.filter(([start]) => start >= fcp && start <= started + 1000);
    return {
      fcp,
      lcp,
      started,
      blocking: afterPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      count: tasks.length,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  console.log(`hydration cost: ${runs} visits per page and build, CPU slowdown ${slowdown}x, 412x823 phone viewport; load ${loadavg()}`);
  const servers = [];
  for (const dist of dists) servers.push({ dist, baseUrl: await startApi(dist), results: new Map() });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_LAUNCH.executablePath, args: CHROMIUM_LAUNCH.args });
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const path of paths) {
        for (const server of servers) {
          const result = await visit(browser, `${server.baseUrl}${path}`);
          server.results.set(path, [...(server.results.get(path) ?? []), result]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const ms = (n) => `${Math.round(n)}`.padStart(6);
  console.log('page          build                                      FCP    LCP started blocking longest  tasks  (ms, medians)');
  for (const path of paths) {
    for (const server of servers) {
      const results = server.results.get(path);
      const of = (key) => median(results.map((result) => result[key]));
      console.log(`${path.padEnd(13)} ${server.dist.slice(-40).padEnd(40)} ${ms(of('fcp'))} ${ms(of('lcp'))} ${ms(of('started'))}   ${ms(of('blocking'))}  ${ms(of('longest'))} ${ms(of('count'))}`);
    }
  }
  console.log(`load ${loadavg()}`);
} finally {
  while (cleanups.length) await cleanups.pop()();
}

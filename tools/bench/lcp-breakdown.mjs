#!/usr/bin/env node
/**
 * Where one page's Lighthouse mobile time goes (one run, default settings): the LCP element and its phases
 * (time to first byte, load delay, load time, render delay), the page's observed (unthrottled) paint times,
 * the long tasks by script, and the main thread's work by kind. `--block <pattern>` blocks matching
 * requests (Lighthouse's blockedUrlPatterns), e.g. the entry script, to see what the HTML costs alone.
 * Prints numbers for reading, with the benchmark index and load average; `lighthouse.mjs` gives the scores.
 *
 *   CHROME_PATH=/usr/bin/chromium node tools/bench/lcp-breakdown.mjs http://127.0.0.1:3000/ [--block '*index-*.js']
 */
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { startHeadlessChromium } from './support/storefront-processes.mjs';

const [url] = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith('--') && all[i - 1] !== '--block');
const blockAt = process.argv.indexOf('--block');
if (!url) {
  console.error('usage: node tools/bench/lcp-breakdown.mjs <url> [--block <pattern>]');
  process.exit(2);
}

/** Run at exit, last registered first: Chromium and its profile. */
const cleanups = [];
try {
  const port = await startHeadlessChromium(cleanups);
  const load = loadavg().map((n) => n.toFixed(2)).join(' ');
  const { lhr } = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    blockedUrlPatterns: blockAt > 0 ? [process.argv[blockAt + 1]] : [],
  });
  const audits = lhr.audits;
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(`${url}: performance ${Math.round(lhr.categories.performance.score * 100)}, benchmark index ${lhr.environment.benchmarkIndex}, load ${load}`);
  console.log(`FCP ${ms(audits['first-contentful-paint'].numericValue)}, LCP ${ms(audits['largest-contentful-paint'].numericValue)}, TBT ${ms(audits['total-blocking-time'].numericValue)}`);
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  console.log(`LCP element: ${element?.items?.[0]?.node?.snippet ?? 'none'}`);
  for (const phase of phases?.items ?? []) console.log(`  ${phase.phase}: ${ms(phase.timing)}`);
  const observed = audits.metrics.details.items[0];
  console.log(`observed, unthrottled: FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}, DOMContentLoaded ${ms(observed.observedDomContentLoaded)}, load ${ms(observed.observedLoad)}`);
  console.log('long tasks (simulated start, duration):');
  for (const task of audits['long-tasks'].details.items) console.log(`  ${task.url} at ${ms(task.startTime)}: ${ms(task.duration)}`);
  console.log('main thread by kind:');
  for (const group of audits['mainthread-work-breakdown'].details.items) console.log(`  ${group.groupLabel}: ${ms(group.duration)}`);
} finally {
  while (cleanups.length) await cleanups.pop()();
}

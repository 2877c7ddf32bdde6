import lighthouse from 'lighthouse';
import { startHeadlessChromium } from './bench/support/storefront-processes.mjs';
const cleanups = [];
const port = await startHeadlessChromium(cleanups);
const { lhr } = await lighthouse(process.argv[2], { port, onlyCategories: ['performance'] });
const lcpTime = lhr.audits['largest-contentful-paint'].numericValue;
console.log('perf', lhr.categories.performance.score, 'LCP', Math.round(lcpTime));
for (const r of lhr.audits['network-requests'].details.items) {
  console.log(`${String(Math.round(r.networkRequestTime)).padStart(5)} -> ${String(Math.round(r.networkEndTime)).padStart(5)} ${r.priority.padEnd(8)} ${r.resourceType?.padEnd(8)} ${String(r.transferSize).padStart(7)} ${r.url.replace(/^http:\/\/127.0.0.1:\d+/, '').slice(0, 70)}`);
}
for (const c of cleanups.reverse()) await c();
process.exit(0);

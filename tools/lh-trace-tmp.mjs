import lighthouse from 'lighthouse';
import { startHeadlessChromium } from './bench/support/storefront-processes.mjs';
const cleanups = [];
const port = await startHeadlessChromium(cleanups);
for (let i = 0; i < 4; i++) {
  const result = await lighthouse(process.argv[2], { port, onlyCategories: ['performance'] });
  const trace = result.artifacts.Trace.traceEvents;
  const nav = trace.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts;
  const rel = (e) => Math.round((e.ts - nav) / 1000);
  const lcps = trace.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => `lcp@${rel(e)}(${e.args.data.type},${e.args.data.size})`);
  const evals = trace.filter((e) => (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'v8.compileModule') && e.args?.data?.url?.includes('/assets/')).map((e) => `${e.name}@${rel(e)}:${e.args.data.url.split('/').pop().slice(0, 14)}`);
  const paints = trace.filter((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint').map((e) => `${e.name}@${rel(e)}`);
  const reqs = result.artifacts.DevtoolsLog.filter((m) => m.method === 'Network.requestWillBeSent').map((m) => m.params);
  console.log(`perf ${Math.round(result.lhr.categories.performance.score * 100)} LCP ${Math.round(result.lhr.audits['largest-contentful-paint'].numericValue)} FCP ${Math.round(result.lhr.audits['first-contentful-paint'].numericValue)}`);
  console.log('  ', paints.join(' '), lcps.join(' '));
  console.log('  ', evals.slice(0, 8).join(' '));
}
for (const c of cleanups.reverse()) await c();
process.exit(0);

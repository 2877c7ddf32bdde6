/**
 * Closed-loop HTTP load: `connections` workers each send the next path as soon as the previous answer
 * arrived. Answers latency percentiles and throughput; numbers only, nothing asserts a time.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** Runs `connections` workers over `paths` (round robin) for `seconds`. */
export async function runLoad(baseUrl, paths, { connections = 16, seconds = 8 } = {}) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async (offset) => {
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
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  return summarise(latencies, errors, (performance.now() - startedAt) / 1000);
}

export function summarise(latencies, errors, elapsedSeconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return {
    requests: sorted.length,
    errors,
    rps: sorted.length / elapsedSeconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** One line: `label  p50 .. p95 .. p99 .. ms  N req/s  errors  load [1m 5m 15m]`. */
export function formatLine(label, r) {
  const ms = (v) => v.toFixed(1).padStart(8);
  const load = os.loadavg().map((v) => v.toFixed(2)).join(' ');
  return `${label.padEnd(34)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  ` +
    `${r.requests} req, ${r.errors} errors  loadavg ${load}`;
}

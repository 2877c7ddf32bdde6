#!/usr/bin/env node
/**
 * The top functions by self time of a `node --cpu-prof` profile (e.g. from api-throughput.mjs
 * --cpu-prof), and the share of time spent under a few markers (SQLite, Kysely, Fastify, JSON).
 *
 *   node tools/bench/support/summarise-cpu-profile.mjs <file.cpuprofile> [--top 25]
 */
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25;
const profile = JSON.parse(readFileSync(file, 'utf8'));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map();
const intervals = profile.timeDeltas;
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (intervals[i] ?? 0)));
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

const label = ({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/apps\//, 'apps/')}:${f.lineNumber + 1}`;
const byFunction = new Map();
for (const [id, time] of selfTime) {
  const key = label(nodes.get(id));
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
}
console.log(`total sampled ${(total / 1000).toFixed(0)} ms; top ${top} by self time:`);
for (const [name, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`);
}

// Inclusive share under a marker: a sample counts once if any frame on its stack matches.
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const markers = { 'better-sqlite3': /better-sqlite3/, kysely: /kysely/, fastify: /fastify|avvio|find-my-way|light-my-request/, 'JSON.stringify': /^stringify$/ };
for (const [name, pattern] of Object.entries(markers)) {
  let time = 0;
  for (const [id, t] of selfTime) {
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at).callFrame;
      if (pattern.test(frame.url) || pattern.test(frame.functionName)) {
        time += t;
        break;
      }
    }
  }
  console.log(`under ${name}: ${((100 * time) / total).toFixed(1)}%`);
}

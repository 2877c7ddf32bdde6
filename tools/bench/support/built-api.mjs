/**
 * What the API benches share: a fresh database for one run, and child processes started and stopped
 * (the built API, run with plain node as production runs it, or any other node script).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const loadavg = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

/** A fresh database for the API: a temp SQLite file, or a new schema on the PostgreSQL server of `postgresUrl`. */
export async function freshDatabase(postgresUrl) {
  if (!postgresUrl) {
    const dir = mkdtempSync(join(os.tmpdir(), 'api-bench-'));
    return { url: `sqlite:${join(dir, 'bench.sqlite')}`, label: 'SQLite', drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    label: `PostgreSQL (schema ${schema})`,
    drop: async () => {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/** `nx run api:build`: apps/api/dist/main.js, as production runs it. */
export function buildApi() {
  execFileSync('npx', ['nx', 'run', 'api:build'], { cwd: repoRoot, env: { ...process.env, NX_DAEMON: 'false' }, stdio: 'ignore' });
}

/** The environment the benches run the built API with: the demo store and the payment sandbox, on purpose. */
export function benchApiEnv(port, databaseUrl) {
  return { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, NODE_ENV: 'development', PAYMENT_MODE: 'sandbox' };
}

/** Starts a node child process and resolves once it prints `readyText`; `children` collects it for stopping. */
export function startChild(children, name, nodeArgs, env, readyText) {
  const child = spawn(process.execPath, nodeArgs, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolveReady, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(readyText)) resolveReady(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(`[${name}] ${chunk}`);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`)));
  });
}

export function stopChild(child) {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGINT');
  });
}

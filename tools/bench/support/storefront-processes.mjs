/**
 * What the browser benches start: the built API serving a storefront build on a fresh SQLite demo store (as
 * the browser tests run it), and Debian's Chromium with a DevTools port. Each child runs in its own process
 * group; what must be undone at exit (stopping it, removing its temp folder) is pushed onto `cleanups`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep, stopGroup } from './processes.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const CHROMIUM_LAUNCH = JSON.parse(readFileSync(join(repoRoot, 'tools/chromium-launch.json'), 'utf8'));
const API_START_TIMEOUT_MS = 120_000;
const BROWSER_START_TIMEOUT_MS = 30_000;

/** A child in its own process group whose last output lines explain a failed start. */
function spawnGroup(cleanups, command, commandArgs, options) {
  const child = spawn(command, commandArgs, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(() => stopGroup(child.pid));
  const output = [];
  const keep = (chunk) => {
    output.push(...String(chunk).split('\n').filter(Boolean));
    output.splice(0, output.length - 40);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const state = { exited: null, output };
  child.once('exit', (code, signal) => (state.exited = signal ?? `code ${code}`));
  child.once('error', (error) => (state.exited = error.message));
  return state;
}

/** Polls `url` until it answers 200 (returns the response) or the child exits or time runs out. */
async function waitFor(url, child, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exited) throw new Error(`${what} exited (${child.exited}) before answering:\n${child.output.join('\n')}`);
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (response?.status === 200) return response;
    await sleep(250);
  }
  throw new Error(`${what} did not answer in ${timeoutMs / 1000} s:\n${child.output.join('\n')}`);
}

/**
 * The API to serve a storefront build: the one built in the same checkout when `dist` is another checkout's
 * `apps/storefront/dist` (a worktree of an earlier commit, both built), so a before-and-after run pairs each
 * build with its own API and server renderer; this checkout's otherwise.
 */
function apiBuiltWith(dist) {
  const nextToBuild = dist ? resolve(dist, '../../api/dist/main.js') : null;
  return nextToBuild && existsSync(nextToBuild) ? nextToBuild : join(repoRoot, 'apps/api/dist/main.js');
}

/**
 * The real API, built (`npx nx run api:build`) and run with plain node as the browser tests run it, on a free
 * port with a fresh SQLite demo store, serving the storefront build `dist` when given; `env` adds to or
 * overrides its settings. Returns its address and its state (`exited`, the last `output` lines), to say so
 * when it is gone mid-run.
 */
export async function startBuiltApi(cleanups, { dist, env = {} } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-api-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const child = spawnGroup(cleanups, process.execPath, [apiBuiltWith(dist)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      PAYMENT_MODE: 'sandbox',
      DATABASE_URL: `sqlite:${join(dataDir, 'storefront.sqlite')}`,
      ...(dist ? { STOREFRONT_DIST: dist } : {}),
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/v1/store_settings`, child, API_START_TIMEOUT_MS, 'the API');
  return { baseUrl, child };
}

/** The built API serving the storefront build `dist` (what the browser benches measure). */
export const startStorefrontApi = (cleanups, dist) => startBuiltApi(cleanups, { dist });

/** Debian's Chromium, headless, with a DevTools port (returned) for Lighthouse; a fresh profile. */
export async function startHeadlessChromium(cleanups, executablePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? CHROMIUM_LAUNCH.executablePath) {
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  cleanups.push(() => rm(profile, { recursive: true, force: true }));
  const port = await freePort();
  const child = spawnGroup(
    cleanups,
    executablePath,
    [...CHROMIUM_LAUNCH.args, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {},
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, child, BROWSER_START_TIMEOUT_MS, 'Chromium');
  return port;
}

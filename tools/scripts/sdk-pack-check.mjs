#!/usr/bin/env node
/**
 * `nx run sdk:pack-check` (after sdk:package and api:build): the SDK as a developer outside this monorepo
 * gets it, the packed tarball and the npm registry, nothing else.
 *
 *  1. `npm pack libs/sdk/dist`; a copy goes to tmp/sdk-pack/storefront-sdk.tgz, the tarball the examples
 *     in tools/examples name, so they can be installed by hand too.
 *  2. Copies tools/examples/guest-checkout-cli (a Node.js CLI) and tools/examples/browse-page (a Vite +
 *     TypeScript page) into a temporary folder and runs `npm install` in each: the tarball, plus its
 *     dependencies and the examples' own from the registry (no install scripts, nothing from GitHub).
 *  3. Type-checks both against the packed declarations (the page with skipLibCheck off, so the SDK's .d.ts
 *     files are checked themselves), builds the CLI with tsc and the page with `vite build`.
 *  4. Starts the built API (apps/api/dist/main.js) on a free port with a temporary SQLite database and runs
 *     the CLI against it: lists a category, searches, adds to a cart and places a guest COD order.
 *  5. Runs the CLI's flow again against `@storefront/sdk/testing`'s msw fake, in Node.js, without a server,
 *     and checks that `require()` loads the package.
 *  6. Prints the size of the `.` entry beyond openapi-fetch, minified and gzipped.
 *
 *   node tools/scripts/sdk-pack-check.mjs [--node <path to node | 22 | 24>] [--keep] [--pack-only]
 *
 * --node runs the consumer's steps (type checks, builds, CLI, fake) on another Node.js; a release line
 * number takes the newest binary in ~/.cache/storefront-node-lines (where tools/scripts/test-on-node.mjs
 * unpacks them). The API stays on this Node.js. --keep leaves the temporary folder for a look after a
 * failure; --pack-only stops after step 1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sdkDist = path.join(repoRoot, 'libs/sdk/dist');
const apiMain = path.join(repoRoot, 'apps/api/dist/main.js');
const examplesRoot = path.join(repoRoot, 'tools/examples');
/** Where the examples' package.json files expect the tarball. */
const sharedTarball = path.join(repoRoot, 'tmp/sdk-pack/storefront-sdk.tgz');
/** The `.` entry's budget beyond openapi-fetch, minified and gzipped: small enough for a page that uses a few calls. */
const SIZE_GOAL_BYTES = 6 * 1024;

const { values: options } = parseArgs({
  options: { node: { type: 'string' }, keep: { type: 'boolean' }, 'pack-only': { type: 'boolean' } },
});
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function fail(message, output = '') {
  if (output) console.error(output.trimEnd());
  console.error(`sdk-pack-check: ${message}`);
  process.exit(1);
}

/** Runs a command to its end; its output is shown only when it fails (or when `show` is set). */
function run(label, command, args, { cwd, show = false } = {}) {
  const since = Date.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) fail(`${label} failed (${command} ${args.join(' ')}, exit ${result.status ?? result.signal})`, output);
  console.log(`  ${label} (${seconds(since)})`);
  if (show) console.log(output.trimEnd().replace(/^/gm, '    '));
  return output;
}

/** The Node.js the consumer's steps run on: this one, a path, or the newest cached binary of a release line. */
function consumerNode(choice) {
  if (!choice) return process.execPath;
  if (!/^\d+$/.test(choice)) return path.resolve(choice);
  const cache = process.env.NODE_LINES_CACHE ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'storefront-node-lines');
  const prefix = `node-${process.platform}-${process.arch}-${choice}.`;
  const newest = (existsSync(cache) ? readdirSync(cache) : [])
    .filter((name) => name.startsWith(prefix) && existsSync(path.join(cache, name, 'bin/node')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .pop();
  if (!newest) fail(`no Node.js ${choice} in ${cache}: run tools/scripts/test-on-node.mjs ${choice} once, or pass a path`);
  return path.join(cache, newest, 'bin/node');
}

const node = consumerNode(options.node);
const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
if (!existsSync(path.join(sdkDist, 'package.json'))) fail('libs/sdk/dist is missing: run `npx nx run sdk:pack-check`, which builds it first');
const work = mkdtempSync(path.join(os.tmpdir(), 'sdk-pack-check-'));
let api;
const stopApi = () => {
  try {
    if (api?.exitCode === null) process.kill(-api.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', () => {
  stopApi();
  if (!options.keep) rmSync(work, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

console.log(`SDK pack check: consumer on Node.js ${nodeVersion}, in ${work}`);

// 1. The tarball.
const packed = JSON.parse(
  run('npm pack', 'npm', ['pack', sdkDist, '--pack-destination', work, '--json', '--ignore-scripts', '--silent'], { cwd: work }),
)[0];
const tarball = path.join(work, packed.filename);
console.log(`    ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked`);
mkdirSync(path.dirname(sharedTarball), { recursive: true });
copyFileSync(tarball, `${sharedTarball}.${process.pid}.tmp`);
renameSync(`${sharedTarball}.${process.pid}.tmp`, sharedTarball);
if (options['pack-only']) {
  console.log(`  ${path.relative(repoRoot, sharedTarball)} written (${seconds(started)})`);
  process.exit(0);
}

// 2. The examples, installed as their users would install them.
if (!existsSync(apiMain)) fail('apps/api/dist/main.js is missing: run `npx nx run sdk:pack-check`, which builds it first');
/** Copies an example (its sources, no build output or install) and points its SDK dependency at the tarball. */
function copyExample(name) {
  const from = path.join(examplesRoot, name);
  const to = path.join(work, name);
  cpSync(from, to, { recursive: true, filter: (file) => !/[\\/](node_modules|dist)$|package-lock\.json$/.test(file) });
  const manifestFile = path.join(to, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.dependencies['@storefront/sdk'] = `file:${tarball}`;
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return to;
}
const npmInstall = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=error'];
const cli = copyExample('guest-checkout-cli');
const page = copyExample('browse-page');
run('npm install guest-checkout-cli', 'npm', npmInstall, { cwd: cli });
run('npm install browse-page', 'npm', npmInstall, { cwd: page });

// 3. Types and builds, against the packed declarations.
run('guest-checkout-cli: tsc', node, ['node_modules/typescript/bin/tsc', '-p', '.'], { cwd: cli });
run('browse-page: tsc --noEmit', node, ['node_modules/typescript/bin/tsc', '-p', '.'], { cwd: page });
run('browse-page: vite build', node, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: page });
const pageAssets = path.join(page, 'dist/assets');
const pageGzipped = readdirSync(pageAssets)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(pageAssets, file)), { level: 9 }).length, 0);
console.log(`    the page's JavaScript (its code, the SDK parts it uses, openapi-fetch): ${(pageGzipped / 1024).toFixed(2)} KB gzipped`);

// 4. The CLI against the real API.
function startApi() {
  const since = Date.now();
  const child = spawn(process.execPath, [apiMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'test',
      PAYMENT_MODE: 'sandbox',
      DATABASE_URL: `sqlite:${path.join(work, 'api.sqlite')}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let listening = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk) => {
      if (listening) return;
      output += chunk;
      const port = /Storefront and API on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      listening = true;
      clearTimeout(timer);
      console.log(`  built API on port ${port} (${seconds(since)})`);
      resolve({ child, origin: `http://127.0.0.1:${port}` });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (code ${code}) before listening:\n${output}`));
    });
  });
}
let origin;
try {
  ({ child: api, origin } = await startApi());
} catch (error) {
  fail(error.message);
}
const cliOutput = run('guest-checkout-cli against the API', node, ['dist/main.js', `${origin}/api/v1`], { cwd: cli, show: true });
if (!/Placed order INV-\d{4}-\d{6} \(id \d+\): placed/.test(cliOutput)) fail('the CLI did not report a placed order', cliOutput);
stopApi();

// 5. The same flow on the fake, and CommonJS consumers.
run('guest-checkout-cli against @storefront/sdk/testing (msw)', node, ['dist/check-with-fake.js'], { cwd: cli, show: true });
const requireCheck = [
  "if (typeof require('@storefront/sdk').createStorefrontSdk !== 'function') process.exit(1);",
  "require.resolve('@storefront/sdk/openapi.yaml');",
].join(' ');
run('require() from CommonJS, and the ./openapi.yaml export', node, ['-e', requireCheck], { cwd: cli });

// 6. What the SDK adds to an application beyond openapi-fetch.
const bundled = await build({
  entryPoints: [path.join(cli, 'node_modules/@storefront/sdk/index.js')],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  external: ['openapi-fetch'],
  write: false,
});
const gzipped = gzipSync(bundled.outputFiles[0].contents, { level: 9 }).length;
const verdict = gzipped <= SIZE_GOAL_BYTES ? 'within' : 'OVER';
console.log(`  SDK '.' beyond openapi-fetch: ${(gzipped / 1024).toFixed(2)} KB minified + gzipped (${verdict} the ${SIZE_GOAL_BYTES / 1024} KB goal)`);

console.log(`SDK pack check passed on Node.js ${nodeVersion} in ${seconds(started)}`);

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
 *  3. Starts the built API (apps/api/dist/main.js) on a free port with a temporary SQLite database.
 *  4. On each Node.js the consumer may run (this one, and every other supported line: node-lines.mjs):
 *     type-checks both examples against the packed declarations (the page with skipLibCheck off, so the
 *     SDK's .d.ts files are checked themselves), builds the CLI with tsc and the page with `vite build`,
 *     runs the CLI against the API (lists a category, searches, adds to a cart, places a guest COD order),
 *     runs its flow again against `@storefront/sdk/testing`'s msw fake without a server, and checks that
 *     `require()` loads the package.
 *  5. Prints the size of the `.` entry beyond openapi-fetch, minified and gzipped.
 *
 *   node tools/scripts/sdk-pack-check.mjs [--node <path to node | 22 | 24>]... [--keep] [--pack-only]
 *
 * --node (repeatable) names the Node.js releases of step 4 instead: a path, or a supported line, fetched
 * from the npm registry on first use. The installs and the API are shared by all of them, and the API
 * stays on this Node.js. --keep leaves the temporary folder for a look after a failure; --pack-only stops
 * after step 1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { LINES, nodeOfLine } from './node-lines.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sdkDist = path.join(repoRoot, 'libs/sdk/dist');
const apiMain = path.join(repoRoot, 'apps/api/dist/main.js');
const examplesRoot = path.join(repoRoot, 'tools/examples');
/** Where the examples' package.json files expect the tarball. */
const sharedTarball = path.join(repoRoot, 'tmp/sdk-pack/storefront-sdk.tgz');
/** The `.` entry's budget beyond openapi-fetch, minified and gzipped: small enough for a page that uses a few calls. */
const SIZE_GOAL_BYTES = 6 * 1024;

const { values: options } = parseArgs({
  options: { node: { type: 'string', multiple: true }, keep: { type: 'boolean' }, 'pack-only': { type: 'boolean' } },
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

/** A Node.js the consumer's steps run on: a path, or a supported release line (fetched on first use). */
function consumerNode(choice) {
  if (!/^\d+$/.test(choice)) return path.resolve(choice);
  if (!LINES[choice]) fail(`Node.js ${choice} is not a supported line (${Object.keys(LINES).join(', ')})`);
  return nodeOfLine(choice, (text) => console.log(`  ${text}`));
}

const thisLine = process.versions.node.split('.')[0];
const otherLines = Object.keys(LINES).filter((line) => line !== thisLine);
const nodes = options.node ? options.node.map(consumerNode) : [process.execPath, ...otherLines.map(consumerNode)];
const versionOf = (node) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const nodeVersions = nodes.map(versionOf);
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

console.log(`SDK pack check: consumer on Node.js ${nodeVersions.join(', ')}, in ${work}`);

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

// 3. The built API, for every Node.js of step 4.
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

// 4. The consumer's side on each Node.js.
function consumerChecks(node, nodeVersion, first) {
  const on = nodes.length > 1 ? ` (Node.js ${nodeVersion})` : '';
  run(`guest-checkout-cli: tsc${on}`, node, ['node_modules/typescript/bin/tsc', '-p', '.'], { cwd: cli });
  run(`browse-page: tsc --noEmit${on}`, node, ['node_modules/typescript/bin/tsc', '-p', '.'], { cwd: page });
  run(`browse-page: vite build${on}`, node, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: page });
  if (first) {
    const pageAssets = path.join(page, 'dist/assets');
    const pageGzipped = readdirSync(pageAssets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(pageAssets, file)), { level: 9 }).length, 0);
    console.log(`    the page's JavaScript (its code, the SDK parts it uses, openapi-fetch): ${(pageGzipped / 1024).toFixed(2)} KB gzipped`);
  }
  const cliOutput = run(`guest-checkout-cli against the API${on}`, node, ['dist/main.js', `${origin}/api/v1`], { cwd: cli, show: first });
  if (!/Placed order INV-\d{4}-\d{6} \(id \d+\): placed/.test(cliOutput)) fail('the CLI did not report a placed order', cliOutput);
  run(`guest-checkout-cli against @storefront/sdk/testing (msw)${on}`, node, ['dist/check-with-fake.js'], { cwd: cli, show: first });
  const requireCheck = [
    "if (typeof require('@storefront/sdk').createStorefrontSdk !== 'function') process.exit(1);",
    "require.resolve('@storefront/sdk/openapi.yaml');",
  ].join(' ');
  run(`require() from CommonJS, and the ./openapi.yaml export${on}`, node, ['-e', requireCheck], { cwd: cli });
}
nodes.forEach((node, i) => consumerChecks(node, nodeVersions[i], i === 0));
stopApi();

// 5. What the SDK adds to an application beyond openapi-fetch.
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

console.log(`SDK pack check passed on Node.js ${nodeVersions.join(', ')} in ${seconds(started)}`);

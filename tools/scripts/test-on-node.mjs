#!/usr/bin/env node
// `node tools/scripts/test-on-node.mjs 24`: every project's `test` target (the unit suites and the API
// suite, on SQLite and, with DATABASE_URL, PostgreSQL) on another Node.js release line. `npm test` ends
// with it, so CI runs the tests on the machine's Node.js and on this line.
//
// Node.js comes from the npm registry, cached outside the checkout (node-lines.mjs). The tests run in a
// copy of the working tree with its own `npm ci` under that Node.js: native modules (better-sqlite3) are
// built for its ABI without touching this checkout's, and its Nx cache holds only results of that line.
// node-gyp builds against a package's include/node (npm_config_nodedir), since the machine reaches no
// download site for headers.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot, LINES, nodeFromRegistry as fetchNode } from './node-lines.mjs';

const line = process.argv[2];
if (!LINES[line]) {
  console.error(`usage: test-on-node.mjs <${Object.keys(LINES).join('|')}>`);
  process.exit(2);
}
const { version, headers = version } = LINES[line];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const say = (text) => console.log(`\n[node ${line}] ${text}`);

function run(cmd, args, options) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`[node ${line}] failed: ${cmd} ${args.join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  return result;
}

const nodeFromRegistry = (wanted) => fetchNode(wanted, say);

/** One run per line at a time: the copy is shared by every checkout on this machine. */
function lock(file) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(file, 'utf8'));
    let alive = true;
    try {
      process.kill(holder, 0);
    } catch {
      alive = false;
    }
    if (alive && holder !== process.pid) {
      console.error(`[node ${line}] ${file} is held by process ${holder}: another run of this line is going on`);
      process.exit(1);
    }
    fs.writeFileSync(file, String(process.pid));
  }
  process.on('exit', () => fs.rmSync(file, { force: true }));
}

/**
 * Mirrors the working tree's files (tracked, and new ones git does not ignore) into `copy`, leaving what
 * git ignores there (node_modules, .nx, dist) alone; answers the files.
 */
function mirrorWorkingTree(copy) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = [...new Set(listed.stdout.split('\0').filter(Boolean))].filter((file) =>
    fs.statSync(path.join(repoRoot, file), { throwIfNoEntry: false })?.isFile(),
  );
  const manifest = path.join(copy, '.mirrored-files');
  const before = fs.existsSync(manifest) ? fs.readFileSync(manifest, 'utf8').split('\n').filter(Boolean) : [];
  const keep = new Set(files);
  for (const gone of before.filter((file) => !keep.has(file))) fs.rmSync(path.join(copy, gone), { force: true });
  for (const file of files) {
    const from = path.join(repoRoot, file);
    const to = path.join(copy, file);
    const source = fs.statSync(from);
    const target = fs.statSync(to, { throwIfNoEntry: false });
    if (target && target.size === source.size && target.mtimeMs === source.mtimeMs) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    fs.utimesSync(to, source.atime, source.mtime);
  }
  fs.writeFileSync(manifest, files.join('\n'));
  return files;
}

const nodeDir = nodeFromRegistry(version);
const headersDir = nodeFromRegistry(headers);
const copy = path.join(cacheRoot, `checkout-node${line}`);
lock(path.join(cacheRoot, `checkout-node${line}.lock`));

// npm's own variables from the outer `npm test` (npm_config_local_prefix names this checkout) stay out.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'));
Object.assign(env, {
  PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH}`,
  npm_config_nodedir: headersDir,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
});
const inCopy = { cwd: copy, env };
const reported = spawnSync('node', ['--version'], { ...inCopy, cwd: repoRoot, encoding: 'utf8' }).stdout?.trim();
if (reported !== `v${version}`) throw new Error(`expected node v${version} first on PATH, got ${reported}`);

let since = Date.now();
fs.mkdirSync(copy, { recursive: true });
const files = mirrorWorkingTree(copy);
say(`working tree mirrored into ${copy} (${files.length} files, ${seconds(since)})`);

// The demo photos `npm test` drew (git ignores them): without them every built API these suites start would
// draw all of them on its first start, longer than a suite waits for it.
const demoPhotos = path.join(repoRoot, 'data/demo-photos');
if (fs.existsSync(demoPhotos)) {
  fs.cpSync(demoPhotos, path.join(copy, 'data/demo-photos'), { recursive: true, preserveTimestamps: true });
}

// `npm ci` again only when what it installs from changed: the lockfile, a package.json, Node.js, its headers or npm.
since = Date.now();
const npmVersion = spawnSync('npm', ['--version'], { ...inCopy, encoding: 'utf8' }).stdout.trim();
const installHash = createHash('sha256').update(`node ${version} headers ${headers} npm ${npmVersion}\n`);
for (const file of files.filter((name) => /(^|\/)package(-lock)?\.json$/.test(name)).sort()) {
  installHash.update(`${file}\n`).update(fs.readFileSync(path.join(copy, file)));
}
const stamp = path.join(copy, 'node_modules/.installed-for');
const wanted = installHash.digest('hex');
if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) {
  say('dependencies unchanged since the last install: npm ci skipped');
} else {
  say(`npm ci with Node.js ${version} (native modules build with the headers of ${headers})`);
  run('npm', ['ci', '--no-audit', '--no-fund'], inCopy);
  fs.writeFileSync(stamp, wanted);
  say(`installed in ${seconds(since)}`);
}
// A build with the wrong headers aborts only when the GC frees statements: churn enough of them to be sure
// (a bad build dies here every time, in under a second), so the failure names its cause, not a jest worker.
const statementChurn = `const db = new (require('better-sqlite3'))(':memory:');
db.exec('create table t (a integer primary key, b text)');
for (let i = 0; i < 100000; i++) db.prepare('insert into t (b) values (?)').run('row ' + i);
db.close();`;
if (spawnSync('node', ['-e', statementChurn], { ...inCopy, stdio: 'inherit' }).status !== 0) {
  console.error(`[node ${line}] better-sqlite3 as built for Node.js ${version} (headers of ${headers}) dies when statements are freed`);
  process.exit(1);
}

// CI checks from scratch; a developer's rerun reuses the copy's own cache, which only this line fills.
since = Date.now();
const cacheFlag = process.env.CI === 'true' ? ['--skip-nx-cache'] : [];
run(path.join(copy, 'node_modules/.bin/nx'), ['run-many', '-t', 'test', '--outputStyle=static', ...cacheFlag], inCopy);
say(`tests passed on Node.js ${version} in ${seconds(since)} (${seconds(started)} in all)`);

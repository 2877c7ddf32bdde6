import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_CACHE_DIR, parseYamlCached } from './parsed-contract-cache';
import { repoRoot } from '../paths';

describe('the parsed-contract cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'contract-cache-spec-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const yaml = 'openapi: 3.1.0\npaths:\n  /users:\n    post:\n      operationId: register\n';

  it('lives in the repo, not in the shared world-writable temp dir', () => {
    // Inside this checkout's node_modules (the checkout itself may sit below the temp dir, as CI clones do),
    // never directly in the temp dir that every user of the machine can write to.
    expect(CONTRACT_CACHE_DIR.startsWith(path.join(repoRoot, 'node_modules', '.cache') + path.sep)).toBe(true);
    expect(path.dirname(CONTRACT_CACHE_DIR)).not.toBe(os.tmpdir());
  });

  it('parses once, then answers the same document from a file only its owner can read', () => {
    const first = parseYamlCached(yaml, dir);
    const [file] = readdirSync(dir);
    expect(statSync(path.join(dir, file)).mode & 0o077).toBe(0);
    expect(parseYamlCached(yaml, dir)).toEqual(first);
  });

  it('ignores a cache file that was tampered with, and parses the real text', () => {
    parseYamlCached(yaml, dir);
    const [file] = readdirSync(dir);
    const entry = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    entry.document.paths['/users'].post.operationId = 'tampered';
    writeFileSync(path.join(dir, file), JSON.stringify(entry));
    expect(parseYamlCached<{ paths: Record<string, { post: { operationId: string } }> }>(yaml, dir).paths['/users'].post.operationId).toBe(
      'register',
    );
  });
});

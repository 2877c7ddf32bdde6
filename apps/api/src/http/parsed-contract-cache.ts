import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { repoRoot } from '../paths';

/**
 * Where parsed contracts are kept: the repo's own `node_modules/.cache`, writable by whoever installed
 * the repo. Not the OS temp dir: any local user can create `/tmp/<predictable name>` first and hand the
 * server a tampered contract (looser request schemas) that it would then enforce.
 */
export const CONTRACT_CACHE_DIR = path.join(repoRoot, 'node_modules/.cache/storefront-contract');

interface CacheEntry {
  /** SHA-256 of the YAML text the document was parsed from. */
  source: string;
  /** SHA-256 of `JSON.stringify(document)`: a file edited or cut short after writing is not used. */
  digest: string;
  document: unknown;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function readEntry(file: string, source: string): unknown {
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as CacheEntry;
    if (entry.source !== source || entry.digest !== sha256(JSON.stringify(entry.document))) return undefined;
    return entry.document;
  } catch {
    return undefined;
  }
}

/**
 * YAML parsing of the 100+ KB contract takes most of a second; every jest file would pay it. The parsed
 * document is cached as JSON keyed by the SHA-256 of the text (a change is a new key), and verified
 * against the recorded hashes before use.
 */
export function parseYamlCached<T>(text: string, cacheDir: string = CONTRACT_CACHE_DIR): T {
  const source = sha256(text);
  const file = path.join(cacheDir, `contract-${source}.json`);
  const cached = readEntry(file, source);
  if (cached !== undefined) return cached as T;
  const document = YAML.parse(text) as T;
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    const entry: CacheEntry = { source, digest: sha256(JSON.stringify(document)), document };
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(entry), { mode: 0o600 });
    renameSync(partial, file);
  } catch {
    // A read-only checkout only costs speed.
  }
  return document;
}

import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

interface KeptFile {
  mtimeMs: number;
  size: number;
  text: string;
}

const keptFiles = new Map<string, KeptFile>();

/**
 * A file of the storefront's build (index.html, the manifest, config.json) as text, or null when there is
 * none. Read from disk when first asked for or when it has changed (its time or size, checked on every call),
 * so a page's render reads no file while the build stays as it is, and a new build is served at once.
 */
export async function readBuildFile(file: string): Promise<string | null> {
  let stats;
  try {
    stats = statSync(file);
  } catch (error) {
    keptFiles.delete(file);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const kept = keptFiles.get(file);
  if (kept && kept.mtimeMs === stats.mtimeMs && kept.size === stats.size) return kept.text;
  const text = await readFile(file, 'utf8');
  keptFiles.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, text });
  return text;
}

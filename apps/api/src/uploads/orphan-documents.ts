import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A folder younger than this may belong to a sign-up whose transaction has not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes document folders (`<uploadDir>/documents/<random>/`) that no `user_documents` row points at
 * and that are older than `minAgeMs`. Registration removes its files when it fails; this catches what a
 * crash or a killed process between writing and committing left behind. Answers how many it removed.
 */
export async function sweepOrphanDocuments(
  db: Kysely<Database>,
  uploadDir: string,
  { minAgeMs = ORPHAN_MIN_AGE_MS, now = new Date() }: { minAgeMs?: number; now?: Date } = {},
): Promise<number> {
  const root = path.join(uploadDir, 'documents');
  let folders: string[];
  try {
    folders = (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const folder of folders) {
    const absolute = path.join(root, folder);
    const { mtimeMs } = await stat(absolute);
    if (now.getTime() - mtimeMs < minAgeMs) continue;
    const owned = await db
      .selectFrom('user_documents')
      .select('id')
      .where('storage_path', 'like', `documents/${folder}/%`)
      .executeTakeFirst();
    if (owned) continue;
    await rm(absolute, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** How often a running server sweeps. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Sweeps once the server is ready and then hourly (any process may: removing twice is harmless). */
export function scheduleOrphanDocumentSweep(app: FastifyInstance): void {
  const sweep = () =>
    sweepOrphanDocuments(app.db, app.config.uploadDir)
      .then((removed) => removed > 0 && app.log.info(`removed ${removed} orphaned document folder(s)`))
      .catch((error: unknown) => app.log.error({ err: error }, 'orphaned document sweep failed'));
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}

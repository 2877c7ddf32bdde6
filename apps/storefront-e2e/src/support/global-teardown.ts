import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { resolve, sep } from 'node:path';

/** Removes this run's SQLite folder (created by the API under the system temp folder). */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.STOREFRONT_E2E_DB_DIR;
  if (!dir || !resolve(dir).startsWith(resolve(tmpdir()) + sep)) return;
  await rm(dir, { recursive: true, force: true });
}

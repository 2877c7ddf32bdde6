#!/usr/bin/env node
/**
 * Runs the SDK's contract suite (libs/sdk/contract-tests) against the real API: builds apps/api, starts its
 * bundle (apps/api/dist/main.js) with node on a free port with a fresh SQLite file (migrated and seeded on
 * start), points the suite at it through CONTRACT_BASE_URL, and stops the server afterwards.
 */
import { spawnSync } from 'node:child_process';
import { startBuiltApi } from '../bench/support/storefront-processes.mjs';

// The API as production runs it: bundled from the current source, then plain node.
const built = spawnSync(process.execPath, ['tools/scripts/build-api.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

/** Run at exit, last registered first: the API and its temp folder. */
const cleanups = [];
let status = 1;
try {
  const { baseUrl } = await startBuiltApi(cleanups, {
    // The suite reads codes from the dev outbox and signs up many shoppers from one address.
    env: { ENABLE_DEV_OUTBOX: 'true', SIGNUP_LIMIT_PER_HOUR: '1000' },
  });
  const result = spawnSync('npx', ['jest', '-c', 'libs/sdk/jest.config.cjs', 'contract-tests'], {
    stdio: 'inherit',
    env: { ...process.env, CONTRACT_BASE_URL: `${baseUrl}/api/v1` },
  });
  status = result.status ?? 1;
} catch (error) {
  console.error(`The API did not start for the contract suite: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.exit(status);

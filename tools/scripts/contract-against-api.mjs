#!/usr/bin/env node
/**
 * Runs the SDK's contract suite (libs/sdk/contract-tests) against the real API: builds apps/api, starts its
 * bundle (apps/api/dist/main.js) with node on a free port with a fresh SQLite file (migrated and seeded on
 * start), points the suite at it through CONTRACT_BASE_URL, and stops the server afterwards.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'contract-'));
const baseUrl = `http://127.0.0.1:${port}/api/v1`;
// The API as production runs it: bundled from the current source, then plain node.
const built = spawnSync(process.execPath, ['tools/scripts/build-api.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    PAYMENT_MODE: 'sandbox',
    // The suite reads codes from the dev outbox and signs up many shoppers from one address.
    ENABLE_DEV_OUTBOX: 'true',
    SIGNUP_LIMIT_PER_HOUR: '1000',
    DATABASE_URL: `sqlite:${join(dir, 'contract.sqlite')}`,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);

const deadline = Date.now() + 120_000;
for (;;) {
  try {
    if ((await fetch(`${baseUrl}/store_settings`)).ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline || server.exitCode !== null) {
    console.error('The API did not start for the contract suite.');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 300));
}

const result = spawnSync('npx', ['jest', '-c', 'libs/sdk/jest.config.cjs', 'contract-tests'], {
  stdio: 'inherit',
  env: { ...process.env, CONTRACT_BASE_URL: baseUrl },
});
process.exit(result.status ?? 1);

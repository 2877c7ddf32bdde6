#!/usr/bin/env node
// `npm test`: every project's lint, type check, contract-freshness check and tests, then the browser tests.
// Nx caches each target, so a second run only repeats what changed.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const nx = (...args) => {
  const result = spawnSync('npx', ['nx', ...args, '--outputStyle=static'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

nx('run-many', '-t', 'lint', 'typecheck', 'codegen-check', 'test');
// The contract suite against the real API, on its own so its server does not compete with the unit suites.
nx('run-many', '-t', 'contract-api', '--parallel=1');
nx('run', 'sdk:pack-check'); // the packed SDK installed outside the monorepo, its examples run against the built API
nx('run-many', '-t', 'e2e', '--parallel=1');

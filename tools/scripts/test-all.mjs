#!/usr/bin/env node
// `npm test`: every project's lint, type check, contract-freshness check and tests, then the browser tests,
// then every project's tests once more on Node.js 24 (tools/scripts/test-on-node.mjs).
// Nx caches each target, so a second run only repeats what changed.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const nx = (...args) => {
  const result = spawnSync('npx', ['nx', ...args, '--outputStyle=static'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The demo store's photographs, drawn once (about a minute on a fresh clone) and kept in data/demo-photos:
// every suite that starts the built API on a fresh demo store then finds them instead of drawing them.
const photos = spawnSync('npx', ['tsx', 'apps/api/src/cli.ts', 'demo-photos'], { stdio: 'inherit', env });
if (photos.status !== 0) process.exit(photos.status ?? 1);
// `check`: the message catalogs (libs/i18n): every id has Hindi, compiled output committed, texts agree.
nx('run-many', '-t', 'lint', 'typecheck', 'codegen-check', 'check', 'test');
// The contract suite against the real API, on its own so its server does not compete with the unit suites.
nx('run-many', '-t', 'contract-api', '--parallel=1');
nx('run', 'sdk:pack-check'); // the packed SDK installed outside the monorepo, its examples run on every supported Node.js line
nx('run-many', '-t', 'e2e', '--parallel=1');
// The unit and API tests again on Node.js 24, the newest LTS line, unless this already is it (decisions.md).
if (process.versions.node.split('.')[0] !== '24') {
  const onNode24 = spawnSync(process.execPath, ['tools/scripts/test-on-node.mjs', '24'], { stdio: 'inherit', env });
  if (onNode24.status !== 0) process.exit(onNode24.status ?? 1);
}

#!/usr/bin/env node
// `npm start`: install if needed, build the storefront, then serve it and the API on one origin
// (SQLite file data/storefront.sqlite, created, migrated and seeded on first start).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Development: the dev outbox shows sign-in codes unless the caller says otherwise (never in production).
const env = { ENABLE_DEV_OUTBOX: 'true', ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('node_modules/.package-lock.json')) run('npm', ['ci', '--no-audit', '--no-fund']);
run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'storefront', '--outputStyle=static']);
run('npx', ['nx', 'run', 'api:serve', '--outputStyle=stream']);

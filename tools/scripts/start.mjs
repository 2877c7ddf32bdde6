#!/usr/bin/env node
// `npm start`: install if needed, build the storefront and the API (cached by Nx), then serve both on one
// origin with plain node (SQLite file data/storefront.sqlite, created, migrated and seeded on first
// start). No Nx process stays running, so a second `PORT=3001 npm start` in the same checkout works.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Development: the dev outbox shows sign-in codes and payments run in the sandbox, unless the caller says
// otherwise (the server never assumes either: production refuses both).
const env = { ENABLE_DEV_OUTBOX: 'true', PAYMENT_MODE: 'sandbox', ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('node_modules/.package-lock.json')) run('npm', ['ci', '--no-audit', '--no-fund']);
run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'storefront,api', '--outputStyle=static']);

const server = spawn(process.execPath, ['apps/api/dist/main.js'], { stdio: 'inherit', env });
// The server shuts down gracefully on these; pass them on instead of leaving it behind.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

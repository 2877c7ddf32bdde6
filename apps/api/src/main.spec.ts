import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_PAYMENT_SECRETS } from './config';
import { repoRoot } from './paths';

/** Starts `main.ts` as an operator would and answers how it ended (it must refuse before listening). */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'main-start-'));
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: `sqlite:${path.join(dataDir, 'store.sqlite')}`,
        ...env,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, stderr: result.stderr, stdout: result.stdout };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const LIVE_SECRETS = Object.fromEntries(LIVE_PAYMENT_SECRETS.map((name) => [name, `live-${name.toLowerCase()}`]));
/** Everything production needs besides payments (the database is the helper's temp SQLite file). */
const PRODUCTION_SETTINGS = { PUBLIC_URL: 'https://shop.example.in', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Shop <orders@shop.example.in>' };

describe('starting the server in production (main.ts)', () => {
  it('refuses NODE_ENV=production without live payments, saying what is missing', () => {
    const outcome = start({ NODE_ENV: 'production' });
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain('Refusing to start: NODE_ENV=production needs PAYMENT_MODE=live');
    expect(outcome.stdout).not.toContain('Storefront and API on');
  }, 60_000);

  it('refuses PAYMENT_MODE=live with a secret missing', () => {
    const outcome = start({ PAYMENT_MODE: 'live', ...LIVE_SECRETS, PAYPAL_CLIENT_SECRET: '' });
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain('PAYMENT_MODE=live but these provider secrets are missing: PAYPAL_CLIENT_SECRET');
  }, 60_000);

  it('does not seed the demo store on a first production start: seeding is the CLI command', () => {
    const outcome = start({ NODE_ENV: 'production', PAYMENT_MODE: 'live', ...LIVE_SECRETS, ...PRODUCTION_SETTINGS });
    expect(outcome.status).toBe(1);
    expect(outcome.stdout).not.toContain('Seeded the demo store');
    expect(outcome.stderr).toContain('Warning: Production on SQLite: one machine and one process only');
    expect(outcome.stderr).toContain('Refusing to start: the database has no store');
    expect(outcome.stderr).toContain('cli.js seed');
  }, 60_000);

  it('refuses a misspelled NODE_ENV before anything else, even with every other setting right', () => {
    const outcome = start({ NODE_ENV: 'Production', PAYMENT_MODE: 'live', ...LIVE_SECRETS, ...PRODUCTION_SETTINGS });
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain('Refusing to start: NODE_ENV must be one of production, development, test (exactly), got "Production".');
    expect(outcome.stdout).not.toContain('Seeded the demo store');
  }, 60_000);

  it('refuses to start without PAYMENT_MODE, so the sandbox is never a fallback', () => {
    const outcome = start({});
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain('Refusing to start: PAYMENT_MODE is not set.');
    expect(outcome.stdout).not.toContain('Seeded the demo store');
  }, 60_000);

  it('refuses production without PUBLIC_URL, naming it', () => {
    const outcome = start({ NODE_ENV: 'production', PAYMENT_MODE: 'live', ...LIVE_SECRETS, ...PRODUCTION_SETTINGS, PUBLIC_URL: '' });
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain('Refusing to start: NODE_ENV=production needs PUBLIC_URL (');
  }, 60_000);
});

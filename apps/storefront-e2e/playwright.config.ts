import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Browser tests of the built storefront (apps/storefront/dist) served by the real reference API with its
 * demo store, on one origin. `nx run storefront-e2e:e2e` builds the storefront first.
 */

/** A fixed, uncommon port so a developer's `npm start` on :3000 does not get in the way. */
const PORT = Number(process.env.STOREFRONT_E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const REPO_ROOT = resolve(__dirname, '../..');
const CI = Boolean(process.env.CI);

/**
 * A fresh SQLite file per run (the API migrates and seeds the demo store on first start). Kept in the
 * environment so the runner and its workers agree on it; global-teardown removes its folder.
 */
const E2E_DB_DIR = (process.env.STOREFRONT_E2E_DB_DIR ??= join(
  tmpdir(),
  'storefront-e2e',
  `run-${Date.now()}-${process.pid}`,
));

/** Debian's Chromium (Playwright's own browser download is not used), launched as the benches launch it. */
const CHROMIUM_LAUNCH = JSON.parse(readFileSync(join(REPO_ROOT, 'tools/chromium-launch.json'), 'utf8')) as {
  executablePath: string;
  args: string[];
};
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_LAUNCH.executablePath,
  args: CHROMIUM_LAUNCH.args,
};

export default defineConfig({
  testDir: join(__dirname, 'src'),
  outputDir: join(__dirname, 'test-results'),
  globalTeardown: join(__dirname, 'src/support/global-teardown.ts'),
  fullyParallel: false,
  // Two cores: the API and one browser at a time.
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: join(__dirname, 'playwright-report'), open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    screenshot: 'only-on-failure',
    // Kept for failed tests only. DOM snapshots, network and console, without the screencast: the frames
    // cost a third more time per test on a 2-core machine, and a failure keeps its screenshot anyway.
    trace: { mode: 'retain-on-failure', snapshots: true, screenshots: false, sources: true },
    launchOptions: CHROMIUM,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The API as production runs it: bundled (half a second, so never stale) and started with plain node.
    command: 'node tools/scripts/build-api.mjs && node apps/api/dist/main.js',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/v1/store_settings`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      PAYMENT_MODE: 'sandbox',
      // The journeys read sign-in codes from the dev outbox; one browser signs up many accounts.
      ENABLE_DEV_OUTBOX: 'true',
      SIGNUP_LIMIT_PER_HOUR: '1000',
      DATABASE_URL: `sqlite:${join(E2E_DB_DIR, 'storefront.sqlite')}`,
      STOREFRONT_DIST: join(REPO_ROOT, 'apps/storefront/dist'),
    },
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuiltApiProcess, buildApi, builtCli, startBuiltApi } from './testing/built-api';
import { repoRoot } from './paths';

/** The production path: `nx run api:build`, then plain `node apps/api/dist/main.js` (no tsx). */
describe('the built API (apps/api/dist)', () => {
  let dataDir: string;
  let server: BuiltApiProcess | undefined;

  beforeAll(() => {
    buildApi();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'built-api-'));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node on a fresh database, seeds it and answers the store settings', async () => {
    server = await startBuiltApi({ DATABASE_URL: `sqlite:${path.join(dataDir, 'store.sqlite')}` });
    expect(server.output()).toContain('Seeded the demo store');

    const response = await fetch(`${server.baseUrl}/api/v1/store_settings`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { name: string; currency_symbol: string } };
    expect(body.data).toMatchObject({ name: 'Kirana & Co.', currency_symbol: '₹' });
    // The contract yaml and the generated images resolve from dist/ too.
    expect((await fetch(`${server.baseUrl}/api/v1/products/filter?page=1`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/assets/images/logo.svg`)).status).toBe(200);
  }, 60_000);

  it('stops gracefully on SIGTERM', async () => {
    const code = await server?.stop();
    server = undefined;
    expect(code).toBe(0);
  }, 60_000);

  it('runs the database CLI from dist/cli.js', () => {
    const output = execFileSync(process.execPath, [builtCli, 'migrate'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: `sqlite:${path.join(dataDir, 'cli.sqlite')}` },
      encoding: 'utf8',
    });
    expect(output).toContain('Applied migrations: 0001-initial');
  }, 60_000);
});

import os from 'node:os';
import path from 'node:path';
import { LIVE_PAYMENT_SECRETS, loadConfig, sandboxCredentials } from './config';
import { repoRoot } from './paths';

/** A complete production environment: live payments with every provider secret. */
const LIVE_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PAYMENT_MODE: 'live',
  ...Object.fromEntries(LIVE_PAYMENT_SECRETS.map((name) => [name, `live-${name.toLowerCase()}`])),
};

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, SQLite under the repo root, sandbox payments', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: `sqlite:${path.join(repoRoot, 'data/storefront.sqlite')}`,
      nodeEnv: 'development',
      isProduction: false,
      smtpUrl: null,
      paymentMode: 'sandbox',
      publicUrl: null,
      storefrontDist: path.join(repoRoot, 'apps/storefront/dist'),
      uploadDir: path.join(repoRoot, 'data/uploads'),
    });
    expect(config.razorpay.keyId).toBe(sandboxCredentials.razorpay.keyId);
  });

  it('resolves relative SQLite paths from the repo root, never the working directory', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:tmp/x.sqlite' }).databaseUrl).toBe(`sqlite:${path.join(repoRoot, 'tmp/x.sqlite')}`);
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/db.sqlite' }).databaseUrl).toBe('sqlite:/var/db.sqlite');
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).databaseUrl).toBe('sqlite::memory:');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('runs one process unless API_WORKERS asks for a cluster, which needs PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(0);
    const pg = { DATABASE_URL: 'postgres://u@h/db' };
    expect(loadConfig({ ...pg, API_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...pg, API_WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
    expect(() => loadConfig({ ...pg, API_WORKERS: '0' })).toThrow('API_WORKERS must be an integer between 1 and 256, got "0"');
    expect(() => loadConfig({ API_WORKERS: '2' })).toThrow('API_WORKERS needs PostgreSQL');
  });

  it('keeps 2,000 catalogue responses per process unless CATALOG_CACHE_ENTRIES says otherwise (0: no cache)', () => {
    expect(loadConfig({}).catalogCacheEntries).toBe(2_000);
    expect(loadConfig({ CATALOG_CACHE_ENTRIES: '0' }).catalogCacheEntries).toBe(0);
    expect(() => loadConfig({ CATALOG_CACHE_ENTRIES: '-1' })).toThrow(
      'CATALOG_CACHE_ENTRIES must be an integer between 0 and 1000000, got "-1"',
    );
  });

  it('reads credentials and production mode, and refuses nonsense', () => {
    const config = loadConfig({ ...LIVE_ENV, RAZORPAY_KEY_ID: 'rzp_live_x', PUBLIC_URL: 'https://shop.example.in/', PORT: '8080' });
    expect(config).toMatchObject({ isProduction: true, port: 8080, publicUrl: 'https://shop.example.in' });
    expect(config.razorpay.keyId).toBe('rzp_live_x');
    expect(config.phonepe.baseUrl).toBe('https://api.phonepe.com/apis/hermes');
    expect(config.paypal.baseUrl).toBe('https://api-m.paypal.com');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer');
    expect(() => loadConfig({ PAYMENT_MODE: 'free' })).toThrow('PAYMENT_MODE must be sandbox or live');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must start with');
  });
});

describe('production fails closed', () => {
  it('refuses NODE_ENV=production without PAYMENT_MODE=live, naming what is needed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start: NODE_ENV=production needs PAYMENT_MODE=live and real provider secrets (RAZORPAY_KEY_ID, ' +
        'RAZORPAY_KEY_SECRET, PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET)',
    );
    // The committed sandbox secrets do not count as real ones.
    expect(() => loadConfig({ ...LIVE_ENV, PAYMENT_MODE: 'sandbox' })).toThrow('NODE_ENV=production needs PAYMENT_MODE=live');
  });

  it.each(LIVE_PAYMENT_SECRETS)('refuses PAYMENT_MODE=live without %s, in any environment', (name) => {
    const message = `Refusing to start: PAYMENT_MODE=live but these provider secrets are missing: ${name}.`;
    expect(() => loadConfig({ ...LIVE_ENV, [name]: undefined } as Record<string, string>)).toThrow(message);
    expect(() => loadConfig({ ...LIVE_ENV, NODE_ENV: 'development', [name]: '  ' })).toThrow(message);
  });

  it('starts in production with live mode and every secret', () => {
    expect(loadConfig(LIVE_ENV)).toMatchObject({ isProduction: true, paymentMode: 'live', enableDevOutbox: false });
  });

  it('serves the dev outbox only when ENABLE_DEV_OUTBOX=true, and never in production', () => {
    expect(loadConfig({}).enableDevOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).enableDevOutbox).toBe(false);
    expect(loadConfig({ ENABLE_DEV_OUTBOX: 'true' }).enableDevOutbox).toBe(true);
    expect(loadConfig({ ...LIVE_ENV, ENABLE_DEV_OUTBOX: 'true' }).enableDevOutbox).toBe(false);
  });

  it('trusts proxies only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

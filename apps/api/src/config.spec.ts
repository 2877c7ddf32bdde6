import os from 'node:os';
import path from 'node:path';
import { LIVE_PAYMENT_SECRETS, loadConfig, sandboxCredentials } from './config';
import { repoRoot } from './paths';

/** A complete production environment: live payments with every provider secret, the origin, mail, PostgreSQL. */
const LIVE_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PAYMENT_MODE: 'live',
  ...Object.fromEntries(LIVE_PAYMENT_SECRETS.map((name) => [name, `live-${name.toLowerCase()}`])),
  PUBLIC_URL: 'https://shop.example.in',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.in:465',
  MAIL_FROM: 'Kirana & Co. <orders@shop.example.in>',
  DATABASE_URL: 'postgres://shop@db.internal/shop',
};
/** What `npm start`, the tests and the benches say: the payment sandbox, chosen on purpose. */
const DEV_ENV: Record<string, string> = { PAYMENT_MODE: 'sandbox' };
const dev = (env: Record<string, string> = {}) => loadConfig({ ...DEV_ENV, ...env });

describe('configuration from the environment', () => {
  it('has working defaults with the sandbox chosen: port 3000, SQLite under the repo root', () => {
    const config = dev();
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
    expect(dev({ DATABASE_URL: 'sqlite:tmp/x.sqlite' }).databaseUrl).toBe(`sqlite:${path.join(repoRoot, 'tmp/x.sqlite')}`);
    expect(dev({ DATABASE_URL: 'sqlite:/var/db.sqlite' }).databaseUrl).toBe('sqlite:/var/db.sqlite');
    expect(dev({ DATABASE_URL: 'sqlite::memory:' }).databaseUrl).toBe('sqlite::memory:');
    expect(dev({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('runs one process unless API_WORKERS asks for a cluster, which needs PostgreSQL', () => {
    expect(dev().workers).toBe(0);
    const pg = { DATABASE_URL: 'postgres://u@h/db' };
    expect(dev({ ...pg, API_WORKERS: '3' }).workers).toBe(3);
    expect(dev({ ...pg, API_WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
    expect(() => dev({ ...pg, API_WORKERS: '0' })).toThrow('API_WORKERS must be an integer between 1 and 256, got "0"');
    expect(() => dev({ API_WORKERS: '2' })).toThrow('API_WORKERS needs PostgreSQL');
  });

  it('times out headers before the whole request: 10 s by default, never as long as the request time-out', () => {
    expect(dev().http).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 });
    expect(dev({ HTTP_REQUEST_TIMEOUT_MS: '8000' }).http.headersTimeoutMs).toBe(4_000);
    expect(dev({ HTTP_HEADERS_TIMEOUT_MS: '5000' }).http.headersTimeoutMs).toBe(5_000);
    expect(() => dev({ HTTP_HEADERS_TIMEOUT_MS: '30000' })).toThrow(
      'Refusing to start: HTTP_HEADERS_TIMEOUT_MS (30000) must be shorter than HTTP_REQUEST_TIMEOUT_MS (30000).',
    );
  });

  it('keeps 2,000 catalogue responses per process unless CATALOG_CACHE_ENTRIES says otherwise (0: no cache)', () => {
    expect(dev().catalogCacheEntries).toBe(2_000);
    expect(dev({ CATALOG_CACHE_ENTRIES: '0' }).catalogCacheEntries).toBe(0);
    expect(() => dev({ CATALOG_CACHE_ENTRIES: '-1' })).toThrow(
      'CATALOG_CACHE_ENTRIES must be an integer between 0 and 1000000, got "-1"',
    );
  });

  it('reads credentials and production mode, and refuses nonsense', () => {
    const config = loadConfig({ ...LIVE_ENV, RAZORPAY_KEY_ID: 'rzp_live_x', PUBLIC_URL: 'https://shop.example.in/', PORT: '8080' });
    expect(config).toMatchObject({ isProduction: true, port: 8080, publicUrl: 'https://shop.example.in' });
    expect(config.razorpay.keyId).toBe('rzp_live_x');
    expect(config.phonepe.baseUrl).toBe('https://api.phonepe.com/apis/hermes');
    expect(config.paypal.baseUrl).toBe('https://api-m.paypal.com');
    expect(() => dev({ PORT: 'eighty' })).toThrow('PORT must be an integer');
    expect(() => loadConfig({ PAYMENT_MODE: 'free' })).toThrow('PAYMENT_MODE must be sandbox or live');
    expect(() => dev({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must start with');
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
    expect(loadConfig(LIVE_ENV)).toMatchObject({ isProduction: true, paymentMode: 'live', enableDevOutbox: false, warnings: [] });
  });

  it('never falls back to the payment sandbox: PAYMENT_MODE must be set, in any environment', () => {
    const message =
      'Refusing to start: PAYMENT_MODE is not set. Set PAYMENT_MODE=live with the providers\' secrets, or ' +
      'PAYMENT_MODE=sandbox to simulate every payment on this server (development and tests only).';
    expect(() => loadConfig({})).toThrow(message);
    expect(() => loadConfig({ NODE_ENV: 'development' })).toThrow(message);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_MODE: ' ' })).toThrow(message);
    expect(() => loadConfig({ PAYMENT_MODE: 'Sandbox' })).toThrow('Refusing to start: PAYMENT_MODE must be sandbox or live, got "Sandbox".');
  });

  it.each(['Production', 'prod', 'PRODUCTION', 'staging', 'dev'])('refuses NODE_ENV=%s: it is spelled exactly', (value) => {
    const message = `Refusing to start: NODE_ENV must be one of production, development, test (exactly), got "${value}".`;
    expect(() => loadConfig({ ...LIVE_ENV, NODE_ENV: value })).toThrow(message);
    expect(() => loadConfig({ ...DEV_ENV, NODE_ENV: value })).toThrow(message);
  });

  it.each([
    ['PUBLIC_URL', 'the https origin shoppers use; payment return URLs are built on it, never on the Host header'],
    ['SMTP_URL', 'smtp:// or smtps://; without it sign-in codes never leave the outbox'],
    ['MAIL_FROM', 'the sender address of e-mail'],
    ['DATABASE_URL', 'postgres://... (or sqlite:<file> on one machine)'],
  ])('refuses production without %s, naming it', (name, what) => {
    expect(() => loadConfig({ ...LIVE_ENV, [name]: '' })).toThrow(`Refusing to start: NODE_ENV=production needs ${name} (${what}).`);
  });

  it('names every missing production setting at once', () => {
    const { PUBLIC_URL, SMTP_URL, MAIL_FROM, DATABASE_URL, ...payments } = LIVE_ENV;
    expect([PUBLIC_URL, SMTP_URL, MAIL_FROM, DATABASE_URL].every(Boolean)).toBe(true);
    expect(() => loadConfig(payments)).toThrow(/needs PUBLIC_URL \(.*\); SMTP_URL \(.*\); MAIL_FROM \(.*\); DATABASE_URL \(/);
  });

  it('refuses a PUBLIC_URL that is not an https origin in production, an SMTP_URL or MAIL_FROM that is not one', () => {
    for (const url of ['http://shop.example.in', 'https://shop.example.in/store', 'https://shop.example.in/?a=1']) {
      expect(() => loadConfig({ ...LIVE_ENV, PUBLIC_URL: url })).toThrow('Refusing to start: PUBLIC_URL must be an https origin without a path');
    }
    expect(() => loadConfig({ ...LIVE_ENV, PUBLIC_URL: 'shop.example.in' })).toThrow('PUBLIC_URL must be an absolute URL such as https://shop.example.in');
    expect(dev({ PUBLIC_URL: 'http://localhost:3000/' }).publicUrl).toBe('http://localhost:3000');
    expect(() => loadConfig({ ...LIVE_ENV, SMTP_URL: 'mail.example.in' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(() => loadConfig({ ...LIVE_ENV, MAIL_FROM: 'orders' })).toThrow('MAIL_FROM must hold an e-mail address');
  });

  it('allows production on SQLite (one machine) with a warning', () => {
    const config = loadConfig({ ...LIVE_ENV, DATABASE_URL: 'sqlite:/var/lib/shop/store.sqlite' });
    expect(config.databaseUrl).toBe('sqlite:/var/lib/shop/store.sqlite');
    expect(config.warnings).toEqual([expect.stringContaining('Production on SQLite: one machine and one process only')]);
    expect(dev({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).warnings).toEqual([]);
  });

  it('serves the dev outbox only when ENABLE_DEV_OUTBOX=true, and never in production', () => {
    expect(dev().enableDevOutbox).toBe(false);
    expect(dev({ NODE_ENV: 'test' }).enableDevOutbox).toBe(false);
    expect(dev({ ENABLE_DEV_OUTBOX: 'true' }).enableDevOutbox).toBe(true);
    expect(loadConfig({ ...LIVE_ENV, ENABLE_DEV_OUTBOX: 'true' }).enableDevOutbox).toBe(false);
  });

  it('trusts proxies only when TRUST_PROXY says so', () => {
    expect(dev().trustProxy).toBe(false);
    expect(dev({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(dev({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(dev({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

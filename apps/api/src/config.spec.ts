import path from 'node:path';
import { loadConfig, sandboxCredentials } from './config';
import { repoRoot } from './paths';

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

  it('reads credentials and production mode, and refuses nonsense', () => {
    const config = loadConfig({ NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_x', PUBLIC_URL: 'https://shop.example.in/', PORT: '8080' });
    expect(config).toMatchObject({ isProduction: true, port: 8080, publicUrl: 'https://shop.example.in' });
    expect(config.razorpay.keyId).toBe('rzp_live_x');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer');
    expect(() => loadConfig({ PAYMENT_MODE: 'free' })).toThrow('PAYMENT_MODE must be sandbox or live');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must start with');
  });
});

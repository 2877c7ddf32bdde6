import { availableParallelism } from 'node:os';
import { fromRepoRoot } from './paths';
import { DEFAULT_RESPONSE_CACHE_LIMITS } from './cache/response-cache';

export type PaymentMode = 'sandbox' | 'live';

export interface AppConfig {
  port: number;
  host: string;
  /** `sqlite:<path>` (relative to the repo root), `sqlite::memory:` or `postgres://...` */
  databaseUrl: string;
  nodeEnv: string;
  isProduction: boolean;
  /** When set, email goes out over SMTP; otherwise it lands in the outbox. */
  smtpUrl: string | null;
  /** Sender address for SMTP mail. */
  mailFrom: string;
  /** `sandbox` (default) simulates every provider on this server under `/sandbox/*`. */
  paymentMode: PaymentMode;
  /** Absolute origin shoppers reach this server on (used in provider callbacks); derived when absent. */
  publicUrl: string | null;
  storefrontDist: string;
  uploadDir: string;
  razorpay: { keyId: string; keySecret: string };
  phonepe: { merchantId: string; saltKey: string; saltIndex: string; baseUrl: string };
  paypal: { clientId: string; clientSecret: string; baseUrl: string };
  /** `GET /api/v1/dev/outbox`: only with ENABLE_DEV_OUTBOX=true, and never in production. */
  enableDevOutbox: boolean;
  /** Fastify's `trustProxy`: off unless TRUST_PROXY says which proxies to believe (decisions.md). */
  trustProxy: boolean | string[];
  /** Slow-client limits of the HTTP server (decisions.md, "Production start-up and headers"). */
  http: HttpLimits;
  /** Sign-ups (`POST /users`) one client address may make per window, and how many of them may carry documents. */
  signUpLimit: { perClient: number; withDocumentsPerClient: number; windowMs: number };
  /** API_WORKERS: worker processes on one port (node's cluster); 0 serves from this one process. */
  workers: number;
  /**
   * CATALOG_CACHE_ENTRIES: catalogue responses each process keeps (http/catalog-read.ts); 0 turns the cache
   * off, so every read runs its queries (what the benches measure as the uncached cost).
   */
  catalogCacheEntries: number;
}

export interface HttpLimits {
  /** Whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** A socket with no activity for this long is closed. */
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Total size of the request line and headers. */
  maxHeaderSize: number;
}

/** Start-up refused: the message names what is missing. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Sandbox credentials: safe to commit, only meaningful to this server's own `/sandbox/*` simulators. */
export const sandboxCredentials = {
  razorpay: { keyId: 'rzp_test_storefront_sandbox', keySecret: 'sandbox_razorpay_secret_do_not_use_live' },
  phonepe: {
    merchantId: 'PGTESTPAYUAT',
    saltKey: 'sandbox-phonepe-salt-key-0000-000000000000',
    saltIndex: '1',
    baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  paypal: {
    clientId: 'sandbox-paypal-client-id',
    clientSecret: 'sandbox-paypal-client-secret',
    baseUrl: 'https://api-m.sandbox.paypal.com',
  },
} as const;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function port(env: Env): number {
  return integer(env, 'PORT', 3000, 0, 65535);
}

/** `true` (every proxy), or a comma-separated list of proxy addresses/CIDRs; unset or `false`: off. */
function trustProxy(env: Env): boolean | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function httpLimits(env: Env): HttpLimits {
  return {
    requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 1, 600_000),
    // Longer than the keep-alive below, which is longer than a load balancer's or HTTP client's idle
    // time-out (AWS ALB 60 s, undici 4 s): the server must not close a connection a client is about to
    // reuse, or that request fails with a reset (Fastify's own default is 72 s for this reason).
    connectionTimeoutMs: integer(env, 'HTTP_CONNECTION_TIMEOUT_MS', 90_000, 1, 600_000),
    keepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000, 1, 600_000),
    maxHeaderSize: integer(env, 'HTTP_MAX_HEADER_BYTES', 16 * 1024, 1024, 1024 * 1024),
  };
}

/**
 * API_WORKERS=<n|auto>: unset serves from one process. Several processes are only safe on PostgreSQL:
 * SQLite serialises writers per process (one connection), and write transactions racing from several
 * processes would fail with SQLITE_BUSY instead of waiting their turn.
 */
function workers(env: Env, databaseUrl: string): number {
  const raw = text(env, 'API_WORKERS');
  if (raw === undefined) return 0;
  const count = raw === 'auto' ? availableParallelism() : integer(env, 'API_WORKERS', 0, 1, 256);
  if (!databaseUrl.startsWith('postgres')) {
    throw new ConfigError('API_WORKERS needs PostgreSQL (DATABASE_URL=postgres://...): SQLite is for one process');
  }
  return count;
}

/** Every provider secret live payments need, by env name. */
export const LIVE_PAYMENT_SECRETS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'PHONEPE_MERCHANT_ID',
  'PHONEPE_SALT_KEY',
  'PHONEPE_SALT_INDEX',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
] as const;

/** Live providers' API bases, used when PAYMENT_MODE=live and no *_BASE_URL is given. */
const LIVE_BASE_URLS = {
  phonepe: 'https://api.phonepe.com/apis/hermes',
  paypal: 'https://api-m.paypal.com',
} as const;

/**
 * Production fails closed: NODE_ENV=production needs PAYMENT_MODE=live (the sandbox lets a shopper
 * approve their own payment and its committed secret signs "paid"), and live mode in any environment
 * needs every provider secret from the environment, never the committed sandbox ones.
 */
function assertSafeToStart(env: Env, nodeEnv: string, mode: PaymentMode): void {
  const missing = LIVE_PAYMENT_SECRETS.filter((name) => text(env, name) === undefined);
  if (nodeEnv === 'production' && mode !== 'live') {
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production needs PAYMENT_MODE=live and real provider secrets ' +
        `(${LIVE_PAYMENT_SECRETS.join(', ')}); the payment sandbox must never run in production.`,
    );
  }
  if (mode === 'live' && missing.length > 0) {
    throw new ConfigError(`Refusing to start: PAYMENT_MODE=live but these provider secrets are missing: ${missing.join(', ')}.`);
  }
}

function paymentMode(env: Env): PaymentMode {
  const raw = text(env, 'PAYMENT_MODE') ?? 'sandbox';
  if (raw !== 'sandbox' && raw !== 'live') throw new Error(`PAYMENT_MODE must be sandbox or live, got "${raw}"`);
  return raw;
}

/** `sqlite:relative/path` becomes `sqlite:/abs/path` (relative to the repo root, never the cwd). */
function databaseUrl(env: Env): string {
  const raw = text(env, 'DATABASE_URL') ?? 'sqlite:data/storefront.sqlite';
  if (raw.startsWith('postgres://') || raw.startsWith('postgresql://')) return raw;
  if (!raw.startsWith('sqlite:')) {
    throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${raw}"`);
  }
  const file = raw.slice('sqlite:'.length);
  if (file === ':memory:') return raw;
  return `sqlite:${fromRepoRoot(file)}`;
}

/** Reads the process environment once; every other module receives the result. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const mode = paymentMode(env);
  assertSafeToStart(env, nodeEnv, mode);
  const isProduction = nodeEnv === 'production';
  const liveBase = mode === 'live' ? LIVE_BASE_URLS : null;
  const database = databaseUrl(env);
  return {
    port: port(env),
    host: text(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: database,
    nodeEnv,
    isProduction,
    smtpUrl: text(env, 'SMTP_URL') ?? null,
    mailFrom: text(env, 'MAIL_FROM') ?? 'Storefront <no-reply@storefront.test>',
    paymentMode: mode,
    publicUrl: text(env, 'PUBLIC_URL')?.replace(/\/+$/, '') ?? null,
    storefrontDist: fromRepoRoot(text(env, 'STOREFRONT_DIST') ?? 'apps/storefront/dist'),
    uploadDir: fromRepoRoot(text(env, 'UPLOAD_DIR') ?? 'data/uploads'),
    razorpay: {
      keyId: text(env, 'RAZORPAY_KEY_ID') ?? sandboxCredentials.razorpay.keyId,
      keySecret: text(env, 'RAZORPAY_KEY_SECRET') ?? sandboxCredentials.razorpay.keySecret,
    },
    phonepe: {
      merchantId: text(env, 'PHONEPE_MERCHANT_ID') ?? sandboxCredentials.phonepe.merchantId,
      saltKey: text(env, 'PHONEPE_SALT_KEY') ?? sandboxCredentials.phonepe.saltKey,
      saltIndex: text(env, 'PHONEPE_SALT_INDEX') ?? sandboxCredentials.phonepe.saltIndex,
      baseUrl: text(env, 'PHONEPE_BASE_URL') ?? liveBase?.phonepe ?? sandboxCredentials.phonepe.baseUrl,
    },
    paypal: {
      clientId: text(env, 'PAYPAL_CLIENT_ID') ?? sandboxCredentials.paypal.clientId,
      clientSecret: text(env, 'PAYPAL_CLIENT_SECRET') ?? sandboxCredentials.paypal.clientSecret,
      baseUrl: text(env, 'PAYPAL_BASE_URL') ?? liveBase?.paypal ?? sandboxCredentials.paypal.baseUrl,
    },
    enableDevOutbox: !isProduction && text(env, 'ENABLE_DEV_OUTBOX') === 'true',
    trustProxy: trustProxy(env),
    http: httpLimits(env),
    signUpLimit: {
      perClient: integer(env, 'SIGNUP_LIMIT_PER_HOUR', 20, 1, 100_000),
      withDocumentsPerClient: integer(env, 'SIGNUP_WITH_DOCUMENTS_LIMIT_PER_HOUR', 5, 1, 100_000),
      windowMs: 60 * 60 * 1000,
    },
    workers: workers(env, database),
    catalogCacheEntries: integer(env, 'CATALOG_CACHE_ENTRIES', DEFAULT_RESPONSE_CACHE_LIMITS.maxEntries, 0, 1_000_000),
  };
}

/**
 * Config for tests: in-memory SQLite, test mode, no SMTP, the dev outbox on (tests read codes from it),
 * sign-up limits high enough for a suite's many accounts from one address; override anything.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: 'sqlite::memory:',
    PORT: '0',
    ENABLE_DEV_OUTBOX: 'true',
    SIGNUP_LIMIT_PER_HOUR: '10000',
    SIGNUP_WITH_DOCUMENTS_LIMIT_PER_HOUR: '10000',
  };
  return { ...loadConfig(env), ...overrides };
}

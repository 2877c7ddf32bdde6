import { availableParallelism } from 'node:os';
import { OFFERED_LOCALES, type Locale } from '@storefront/domain';
import { fromRepoRoot } from './paths';
import { DEFAULT_RESPONSE_CACHE_LIMITS } from './catalog-reads/response-cache';

export type PaymentMode = 'sandbox' | 'live';
export type NodeEnv = 'production' | 'development' | 'test';

const NODE_ENVS: readonly NodeEnv[] = ['production', 'development', 'test'];
const PAYMENT_MODES: readonly PaymentMode[] = ['sandbox', 'live'];

export interface AppConfig {
  port: number;
  host: string;
  /** `sqlite:<path>` (relative to the repo root), `sqlite::memory:` or `postgres://...` */
  databaseUrl: string;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /** When set, email goes out over SMTP; otherwise it lands in the outbox. */
  smtpUrl: string | null;
  /** Sender address for SMTP mail. */
  mailFrom: string;
  /** Always chosen explicitly: `sandbox` simulates every provider on this server under `/sandbox/*`. */
  paymentMode: PaymentMode;
  /** Absolute origin shoppers reach this server on (used in provider callbacks); derived when absent. */
  publicUrl: string | null;
  storefrontDist: string;
  uploadDir: string;
  /** The image pipeline's folder: normalised originals and their derivatives (apps/api/src/media). */
  mediaDir: string;
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
   * CATALOG_CACHE_ENTRIES: catalogue responses each process keeps (catalog-reads/catalog-read.ts); 0 turns the cache
   * off, so every read runs its queries (what the benches measure as the uncached cost).
   */
  catalogCacheEntries: number;
  /**
   * The languages shoppers are offered (hreflang alternates, the first visit's redirect by
   * Accept-Language): the domain's OFFERED_LOCALES, not an environment setting; tests may offer fewer.
   */
  offeredLocales: readonly Locale[];
  /** Said once at start-up: allowed, but the operator should know (production on SQLite). */
  warnings: string[];
  /** The clock of delivery dates and order placement; tests set it (absent: the real time). */
  clock?: () => Date;
}

export interface HttpLimits {
  /** Whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this (shorter than the request time-out). */
  headersTimeoutMs: number;
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

/**
 * Headers are small: a client still sending them after a few seconds is holding the socket on purpose
 * (slowloris). Their time-out is shorter than the whole request's: 10 s, or half the request time-out when
 * that is shorter.
 */
function headersTimeout(env: Env, requestTimeoutMs: number): number {
  const value = integer(env, 'HTTP_HEADERS_TIMEOUT_MS', Math.min(10_000, Math.floor(requestTimeoutMs / 2)), 1, 600_000);
  if (value >= requestTimeoutMs) {
    throw new ConfigError(`Refusing to start: HTTP_HEADERS_TIMEOUT_MS (${value}) must be shorter than HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs}).`);
  }
  return value;
}

function httpLimits(env: Env): HttpLimits {
  const requestTimeoutMs = integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 2, 600_000);
  return {
    requestTimeoutMs,
    headersTimeoutMs: headersTimeout(env, requestTimeoutMs),
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
 * NODE_ENV spelled exactly: `Production` or `prod` is not production, and must not quietly run as
 * development (the payment sandbox, the public demo shopper). Unset is development.
 */
function nodeEnv(env: Env): NodeEnv {
  const raw = text(env, 'NODE_ENV') ?? 'development';
  if (!(NODE_ENVS as readonly string[]).includes(raw)) {
    throw new ConfigError(`Refusing to start: NODE_ENV must be one of ${NODE_ENVS.join(', ')} (exactly), got "${raw}".`);
  }
  return raw as NodeEnv;
}

/**
 * The payment sandbox is never a fallback: it lets a shopper approve their own payment, and its committed
 * secret signs "paid". PAYMENT_MODE must say `live` or `sandbox`; `npm start`, the tests and the benches
 * say `sandbox`. Production needs `live` (and says so first, as that is what an operator must fix).
 */
function paymentMode(env: Env, mode: NodeEnv): PaymentMode {
  const raw = text(env, 'PAYMENT_MODE');
  if (mode === 'production' && raw !== 'live') {
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production needs PAYMENT_MODE=live and real provider secrets ' +
        `(${LIVE_PAYMENT_SECRETS.join(', ')}); the payment sandbox must never run in production.`,
    );
  }
  if (raw === undefined) {
    throw new ConfigError(
      'Refusing to start: PAYMENT_MODE is not set. Set PAYMENT_MODE=live with the providers\' secrets, or ' +
        'PAYMENT_MODE=sandbox to simulate every payment on this server (development and tests only).',
    );
  }
  if (!(PAYMENT_MODES as readonly string[]).includes(raw)) {
    throw new ConfigError(`Refusing to start: PAYMENT_MODE must be sandbox or live, got "${raw}".`);
  }
  if (raw === 'live') {
    const missing = LIVE_PAYMENT_SECRETS.filter((name) => text(env, name) === undefined);
    if (missing.length > 0) {
      throw new ConfigError(`Refusing to start: PAYMENT_MODE=live but these provider secrets are missing: ${missing.join(', ')}.`);
    }
  }
  return raw as PaymentMode;
}

/** What production cannot run without, besides payments, and why: named in the refusal. */
const PRODUCTION_SETTINGS = {
  PUBLIC_URL: 'the https origin shoppers use; payment return URLs are built on it, never on the Host header',
  SMTP_URL: 'smtp:// or smtps://; without it sign-in codes never leave the outbox',
  MAIL_FROM: 'the sender address of e-mail',
  DATABASE_URL: 'postgres://... (or sqlite:<file> on one machine)',
} as const;

/** Production refuses to start without every one of PRODUCTION_SETTINGS, naming each that is missing. */
function assertProductionSettings(env: Env): void {
  const missing = Object.entries(PRODUCTION_SETTINGS).filter(([name]) => text(env, name) === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Refusing to start: NODE_ENV=production needs ${missing.map(([name, what]) => `${name} (${what})`).join('; ')}.`,
    );
  }
}

/** PUBLIC_URL: an absolute origin (no path, query or fragment); https in production. */
function publicUrl(env: Env, production: boolean): string | null {
  const raw = text(env, 'PUBLIC_URL');
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`Refusing to start: PUBLIC_URL must be an absolute URL such as https://shop.example.in, got "${raw}".`);
  }
  const allowed = production ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol) || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash || url.username) {
    throw new ConfigError(
      `Refusing to start: PUBLIC_URL must be ${production ? 'an https' : 'an http(s)'} origin without a path, such as https://shop.example.in, got "${raw}".`,
    );
  }
  return url.origin;
}

function smtpUrl(env: Env): string | null {
  const raw = text(env, 'SMTP_URL');
  if (raw !== undefined && !/^smtps?:\/\/[^/\s]+/.test(raw)) {
    throw new ConfigError('Refusing to start: SMTP_URL must start with smtp:// or smtps:// and name a host.');
  }
  return raw ?? null;
}

function mailFrom(env: Env): string {
  const raw = text(env, 'MAIL_FROM');
  if (raw !== undefined && !/[^\s@<>]+@[^\s@<>]+/.test(raw)) {
    throw new ConfigError(`Refusing to start: MAIL_FROM must hold an e-mail address, such as "Shop <orders@shop.example.in>", got "${raw}".`);
  }
  return raw ?? 'Storefront <no-reply@storefront.test>';
}

function productionWarnings(database: string): string[] {
  if (!database.startsWith('sqlite:')) return [];
  return [
    'Production on SQLite: one machine and one process only (API_WORKERS needs PostgreSQL), and backups are ' +
      'copies of the file. Use DATABASE_URL=postgres://... for more than one machine.',
  ];
}

/** `sqlite:relative/path` becomes `sqlite:/abs/path` (relative to the repo root, never the cwd). */
function databaseUrl(env: Env): string {
  const raw = text(env, 'DATABASE_URL') ?? 'sqlite:data/storefront.sqlite';
  if (raw.startsWith('postgres://') || raw.startsWith('postgresql://')) return raw;
  if (!raw.startsWith('sqlite:')) {
    throw new ConfigError(`Refusing to start: DATABASE_URL must start with sqlite: or postgres://, got "${raw}".`);
  }
  const file = raw.slice('sqlite:'.length);
  if (file === ':memory:') return raw;
  return `sqlite:${fromRepoRoot(file)}`;
}

/**
 * What the database chores of `cli.ts` need: the database and whether this is production (which seeds
 * without the demo shopper and refuses `reset`). They serve nothing, so payments are not asked for.
 */
export function loadCliConfig(env: Env = process.env): { databaseUrl: string; isProduction: boolean; mediaDir: string } {
  return { databaseUrl: databaseUrl(env), isProduction: nodeEnv(env) === 'production', mediaDir: mediaDir(env) };
}

function mediaDir(env: Env): string {
  return fromRepoRoot(text(env, 'MEDIA_DIR') ?? 'data/media');
}

/** Reads the process environment once; every other module receives the result. */
export function loadConfig(env: Env = process.env): AppConfig {
  const environment = nodeEnv(env);
  const isProduction = environment === 'production';
  const mode = paymentMode(env, environment);
  if (isProduction) assertProductionSettings(env);
  const liveBase = mode === 'live' ? LIVE_BASE_URLS : null;
  const database = databaseUrl(env);
  return {
    port: port(env),
    host: text(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: database,
    nodeEnv: environment,
    isProduction,
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env),
    paymentMode: mode,
    publicUrl: publicUrl(env, isProduction),
    storefrontDist: fromRepoRoot(text(env, 'STOREFRONT_DIST') ?? 'apps/storefront/dist'),
    uploadDir: fromRepoRoot(text(env, 'UPLOAD_DIR') ?? 'data/uploads'),
    mediaDir: mediaDir(env),
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
    offeredLocales: OFFERED_LOCALES,
    warnings: isProduction ? productionWarnings(database) : [],
  };
}

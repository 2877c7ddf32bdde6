import { fromRepoRoot } from './paths';

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

function port(env: Env): number {
  const raw = text(env, 'PORT');
  if (raw === undefined) return 3000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return value;
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
  return {
    port: port(env),
    host: text(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: databaseUrl(env),
    nodeEnv,
    isProduction: nodeEnv === 'production',
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
      baseUrl: text(env, 'PHONEPE_BASE_URL') ?? sandboxCredentials.phonepe.baseUrl,
    },
    paypal: {
      clientId: text(env, 'PAYPAL_CLIENT_ID') ?? sandboxCredentials.paypal.clientId,
      clientSecret: text(env, 'PAYPAL_CLIENT_SECRET') ?? sandboxCredentials.paypal.clientSecret,
      baseUrl: text(env, 'PAYPAL_BASE_URL') ?? sandboxCredentials.paypal.baseUrl,
    },
  };
}

/** Config for tests: in-memory SQLite, test mode, no SMTP; override anything. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', PORT: '0' }), ...overrides };
}

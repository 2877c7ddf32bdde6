import { type AppConfig, loadConfig } from '../config';

/**
 * Config for tests: in-memory SQLite, test mode, no SMTP, the dev outbox on (tests read codes from it),
 * sign-up limits high enough for a suite's many accounts from one address; override anything.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = {
    NODE_ENV: 'test',
    PAYMENT_MODE: 'sandbox',
    DATABASE_URL: 'sqlite::memory:',
    PORT: '0',
    ENABLE_DEV_OUTBOX: 'true',
    SIGNUP_LIMIT_PER_HOUR: '10000',
    SIGNUP_WITH_DOCUMENTS_LIMIT_PER_HOUR: '10000',
  };
  return { ...loadConfig(env), ...overrides };
}

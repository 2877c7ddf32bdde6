import { withRunDatabase } from './run-database';

/*
 * Test-only: switches the demo store's settings for one test (OTP as the default login, a salon store, B2B
 * sign-up off) in the run's SQLite file, and puts them back afterwards. The API has no admin endpoint for
 * settings (the spec has no admin role) and reads them from the database on every request, so a reload of
 * the storefront sees the change.
 */

/** The settings a test may switch, as their database columns. */
export interface StoreSettingsChange {
  default_web_login_method?: 'otp' | 'password';
  store_type?: 'salon' | 'general';
  allow_b2b_signup?: 0 | 1;
  show_free_shipping_banner?: 0 | 1;
}

function apply(change: StoreSettingsChange): StoreSettingsChange {
  return withRunDatabase((db) => {
    const columns = Object.keys(change) as (keyof StoreSettingsChange)[];
    const before = db.prepare(`SELECT ${columns.join(', ')} FROM store_settings ORDER BY id LIMIT 1`).get() as StoreSettingsChange;
    db.prepare(`UPDATE store_settings SET ${columns.map((c) => `${c} = @${c}`).join(', ')}`).run(change);
    return before;
  });
}

/** Runs `test` with the store's settings changed, restoring them whatever happens. */
export async function withStoreSettings(change: StoreSettingsChange, test: () => Promise<void>): Promise<void> {
  const before = apply(change);
  try {
    await test();
  } finally {
    apply(before);
  }
}

import { safeImageUrl, safeLinkUrl } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parseJson } from '../../db/values';
import { loadStoreSettings } from '../../services/settings/store-settings';

/** The store as search engines and link previews describe it. */
export interface StoreIdentity {
  name: string;
  logo: string | null;
  /** Shown as the description of pages that have none of their own (home). */
  tagline: string | null;
  /** Social profiles (http/https only). */
  sameAs: string[];
  supportEmail: string | null;
  careNumber: string | null;
}

export async function loadStoreIdentity(db: Kysely<Database>): Promise<StoreIdentity> {
  const row = await loadStoreSettings(db);
  const extra = parseJson<{ tagline?: unknown }>(row.extra, {});
  const social = [row.facebook_url, row.instagram_url, row.twitter_url, row.linkedin_url, row.youtube_url];
  return {
    name: row.name,
    logo: safeImageUrl(row.logo),
    tagline: typeof extra.tagline === 'string' && extra.tagline.trim() ? extra.tagline.trim() : null,
    sameAs: social
      .map((url) => safeLinkUrl(url))
      .filter((url): url is string => url !== null && /^https?:/i.test(url)),
    supportEmail: row.customer_support_email || null,
    careNumber: row.customer_care_number || null,
  };
}

/** The description of a page that has no text of its own. */
export function storeDescription(store: StoreIdentity): string {
  return store.tagline ?? shopAt('online', store);
}

/** "Shop Sarees at Kirana & Co." (one full stop, whatever the store's name ends with). */
export function shopAt(what: string, store: StoreIdentity): string {
  if (!store.name) return `Shop ${what}.`;
  return `Shop ${what} at ${store.name}${store.name.endsWith('.') ? '' : '.'}`;
}

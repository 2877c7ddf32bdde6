import { DEFAULT_LOCALE, safeImageUrl, safeLinkUrl, type Locale } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parseJson } from '../../db/values';
import { loadStoreSettings } from '../../services/settings/store-settings';
import { translateRecord } from '../../services/translations/content-translations';
import { headText } from './head-texts';

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

/** The store in `locale`: its tagline as the merchant wrote it in that language, when they did. */
export async function loadStoreIdentity(db: Kysely<Database>, locale: Locale = DEFAULT_LOCALE): Promise<StoreIdentity> {
  const row = await loadStoreSettings(db);
  const stored = parseJson<{ tagline?: unknown }>(row.extra, {});
  const extra = typeof stored.tagline === 'string'
    ? await translateRecord(db, locale, 'store', { id: row.id, tagline: stored.tagline }, ['tagline'])
    : stored;
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

/** The description of a page that has no text of its own: "Shop online at Kirana & Co." */
export function storeDescription(store: StoreIdentity, locale: Locale = DEFAULT_LOCALE): string {
  if (store.tagline) return store.tagline;
  if (!store.name) return headText(locale, 'head.store.shopOnlineUnnamed');
  return headText(locale, store.name.endsWith('.') ? 'head.store.shopOnlineDotted' : 'head.store.shopOnline', { store: store.name });
}

/** "Shop Sarees at Kirana & Co." (one full stop, whatever the store's name ends with). */
export function shopAt(what: string, store: StoreIdentity, locale: Locale = DEFAULT_LOCALE): string {
  if (!store.name) return headText(locale, 'head.store.shopUnnamed', { what });
  return headText(locale, store.name.endsWith('.') ? 'head.store.shopAtDotted' : 'head.store.shopAt', { what, store: store.name });
}

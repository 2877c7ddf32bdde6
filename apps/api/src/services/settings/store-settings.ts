import { FREE_SHIPPING_FROM, safeImageUrl, THEMES, toRupees } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { NotFoundError } from '../../http/errors';

/** Theme ids are stable positions in the theme list (Standard = 1 ... Garment = 8); others get 0. */
export function themeId(name: string): number {
  return THEMES.findIndex((theme) => theme.toLowerCase() === name.trim().toLowerCase()) + 1;
}

/** The `StoreSettings` wire shape; the popup key comes from the configured provider credentials. */
export function toStoreSettings(row: Row<'store_settings'>, config: AppConfig) {
  return {
    name: row.name,
    logo: safeImageUrl(row.logo),
    favicon: safeImageUrl(row.favicon),
    currency_symbol: row.currency_symbol,
    background_color: row.background_color,
    text_color: row.text_color,
    hover_color: row.hover_color,
    border_color: row.border_color,
    theme_template: { id: themeId(row.theme_template), name: row.theme_template },
    payment_method: { api_key: config.razorpay.keyId },
    allow_b2b_signup: isSet(row.allow_b2b_signup),
    default_web_login_method: row.default_web_login_method === 'otp' ? 'otp' : 'password',
    store_type: row.store_type === 'salon' ? 'salon' : 'general',
    address: row.address,
    linkedin_url: row.linkedin_url,
    instagram_url: row.instagram_url,
    twitter_url: row.twitter_url,
    facebook_url: row.facebook_url,
    youtube_url: row.youtube_url,
    customer_support_email: row.customer_support_email || null,
    customer_care_number: row.customer_care_number || null,
    hide_shoppeez_from_website: isSet(row.hide_shoppeez_from_website),
    coupons_require_online_payment: isSet(row.coupons_require_online_payment),
    whatsapp_number: row.whatsapp_number,
    // The rule carts are charged by (the domain's shippingChargeFor), so the banner never promises another.
    free_shipping_from: toRupees(FREE_SHIPPING_FROM),
    show_free_shipping_banner: isSet(row.show_free_shipping_banner),
    guest_email_required: isSet(row.guest_email_required),
  };
}

/**
 * The one settings row (404 on an unseeded database). Every page asks: outside a transaction, pass
 * `AppDatabase.quickDb`, which never queues behind the app's queries.
 */
export async function loadStoreSettings(db: Kysely<Database>): Promise<Row<'store_settings'>> {
  const row = await db.selectFrom('store_settings').selectAll().orderBy('id').executeTakeFirst();
  if (!row) throw new NotFoundError('Store settings have not been set up');
  return row;
}

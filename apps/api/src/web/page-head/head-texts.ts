import type { Locale } from '@storefront/domain';
import { createI18n, HEAD_CATALOGS, type HeadMessageId } from '@storefront/i18n/server';

/**
 * The texts the API writes into a page's head (titles, descriptions, breadcrumbs), from the `head`
 * catalog of libs/i18n in the page's language. One instance per language, made on first use: its
 * messages never change, and a call reads nothing else.
 */
const instances = new Map<Locale, ReturnType<typeof createI18n>>();

export function headText(locale: Locale, id: HeadMessageId, values?: Record<string, string>): string {
  let i18n = instances.get(locale);
  if (!i18n) instances.set(locale, (i18n = createI18n(locale, HEAD_CATALOGS[locale])));
  return i18n._(id, values);
}

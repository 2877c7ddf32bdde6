import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '@storefront/domain';

/**
 * One i18n instance for one language, with the catalogs given. The server makes one per request (two
 * shoppers may be rendered at once in two languages), so nothing here touches Lingui's global instance.
 */
export function createI18n(locale: Locale, ...catalogs: Messages[]): I18n {
  return setupI18n({ locale, messages: { [locale]: Object.assign({}, ...catalogs) } });
}

import { createI18n, loadArea, SHELL_ENGLISH, type I18n } from '@storefront/i18n';
import type { Locale } from '@storefront/domain';

/**
 * The browser's i18n for the page's language, ready before the first render: English has the shell's
 * messages in the entry (every English page shows the shell); Hindi waits for its shell chunk, so that
 * hydration draws the same Hindi texts the server wrote.
 */
export async function pageI18n(locale: Locale): Promise<I18n> {
  if (locale === 'en-IN') return createI18n(locale, SHELL_ENGLISH);
  const i18n = createI18n(locale);
  await loadArea(i18n, 'shell');
  return i18n;
}

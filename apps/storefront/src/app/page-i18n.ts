import { createI18n, loadArea, SHELL_ENGLISH, type Area, type I18n } from '@storefront/i18n';
import type { Locale } from '@storefront/domain';

/** The browser's one instance, once made: the server renders with an instance per request instead. */
let pageInstance: I18n | null = null;

/**
 * The browser's i18n for the page's language, ready before the first render: English has the shell's
 * messages in the entry (every English page shows the shell); Hindi waits for its shell and messages chunks,
 * so that hydration draws the same Hindi texts the server wrote.
 */
export async function pageI18n(locale: Locale): Promise<I18n> {
  const i18n = locale === 'en-IN' ? createI18n(locale, SHELL_ENGLISH) : createI18n(locale);
  pageInstance = i18n;
  // The domain's and the API's texts (toasts, field errors) are matched against English templates and
  // answered in Hindi: a Hindi page needs them from its first toast.
  if (locale !== 'en-IN') await Promise.all([loadArea(i18n, 'shell'), loadArea(i18n, 'messages')]);
  return i18n;
}

/** The browser's instance once the page has made it (null on the server and before the first render). */
export function currentPageI18n(): I18n | null {
  return pageInstance;
}

/**
 * Loads a screen's messages with its chunk (see app/screens.ts). On the server there is no page instance:
 * every catalog is already in the request's instance.
 */
export async function withArea<T>(areas: Area[], screen: Promise<T>): Promise<T> {
  const i18n = pageInstance;
  const [module] = await Promise.all([screen, ...(i18n ? areas.map((area) => loadArea(i18n, area)) : [])]);
  return module;
}

import { isLocale, LOCALES, negotiateLocale, type Locale } from './locale';

/**
 * The cookie that remembers the language a shopper chose with the language switch. Once set it always
 * wins over the browser's `Accept-Language`.
 */
export const LOCALE_COOKIE = 'lang';

/** The query parameter that names a language outright (links in e-mails, debugging): `?locale=hi-IN`. */
export const LOCALE_QUERY_PARAM = 'locale';

/**
 * The language an API request is answered in: `?locale=` when it names a language of the store, else
 * the best match of `Accept-Language` (what the SDK sends), else the default. Every language of the
 * store is answered, offered to shoppers or not, so its pages can be built before it is offered.
 * One rule for the API and its fake.
 */
export function requestLocale(queryLocale: unknown, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(queryLocale)) return queryLocale;
  return negotiateLocale(acceptLanguage, LOCALES);
}

/** The language a `Cookie` header's `lang` names, or null when it names none of the store's. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return isLocale(value) ? value : null;
  }
  return null;
}

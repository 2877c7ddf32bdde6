import { DEFAULT_LOCALE, localeFromCookie, localizePath, negotiateLocale, splitLocalePath, type Locale } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';

/** What a page answer depends on when the first visit may be sent to another language. */
export const FIRST_VISIT_VARY = 'Accept-Language, Cookie';

/** Whether an unprefixed page's answer depends on the shopper's language headers (another language is offered). */
export function redirectsByLanguage(offered: readonly Locale[]): boolean {
  return offered.some((locale) => locale !== DEFAULT_LOCALE);
}

/**
 * Where a visit to an English (unprefixed) page address is sent by its shopper's language: the language
 * they chose with the switch (the `lang` cookie, which always wins), else, on a first visit, the one their
 * browser's `Accept-Language` prefers, when it is another offered language → that language's address of
 * the same page. Null otherwise: prefixed addresses are never redirected, a shopper who chose English stays,
 * and crawlers, which send no `Accept-Language` and no cookie, get English.
 */
export function firstVisitRedirect(request: Pick<FastifyRequest, 'url' | 'headers'>, offered: readonly Locale[]): string | null {
  if (!redirectsByLanguage(offered)) return null;
  if (splitLocalePath(request.url).locale !== DEFAULT_LOCALE) return null;
  const chosen = localeFromCookie(request.headers.cookie);
  const acceptLanguage = request.headers['accept-language'];
  const preferred = chosen ?? negotiateLocale(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage, offered);
  return preferred === DEFAULT_LOCALE || !offered.includes(preferred) ? null : localizePath(request.url, preferred);
}

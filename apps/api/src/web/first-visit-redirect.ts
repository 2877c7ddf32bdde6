import { DEFAULT_LOCALE, localeFromCookie, localizePath, negotiateLocale, splitLocalePath, type Locale } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';

/** What a page answer depends on when the first visit may be sent to another language. */
export const FIRST_VISIT_VARY = 'Accept-Language, Cookie';

/** Whether an unprefixed page's answer depends on the shopper's language headers (another language is offered). */
export function redirectsByLanguage(offered: readonly Locale[]): boolean {
  return offered.some((locale) => locale !== DEFAULT_LOCALE);
}

/**
 * Where a first visit is sent by its browser's language: an English (unprefixed) page address, no `lang`
 * cookie (a shopper who chose a language with the switch keeps it), and an `Accept-Language` that prefers
 * another offered language → that language's address of the same page. Null otherwise: prefixed
 * addresses are never redirected, and crawlers, which send no `Accept-Language`, get English.
 */
export function firstVisitRedirect(request: Pick<FastifyRequest, 'url' | 'headers'>, offered: readonly Locale[]): string | null {
  if (!redirectsByLanguage(offered)) return null;
  if (splitLocalePath(request.url).locale !== DEFAULT_LOCALE) return null;
  if (localeFromCookie(request.headers.cookie) !== null) return null;
  const acceptLanguage = request.headers['accept-language'];
  const preferred = negotiateLocale(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage, offered);
  return preferred === DEFAULT_LOCALE ? null : localizePath(request.url, preferred);
}

/**
 * The languages the store is written in. English (India) is the default and carries the product's exact
 * texts; Hindi is offered to shoppers at `/hi/...` addresses.
 */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-IN';

/**
 * The languages shoppers are offered: the language switch, `hreflang` alternates and the sitemap's
 * addresses, the first visit's redirect by `Accept-Language`. A language joins once every text of the
 * store has it (`nx run i18n:check`).
 */
export const OFFERED_LOCALES: readonly Locale[] = ['en-IN', 'hi-IN'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The value of `<html lang>` and of `Content-Language` for a locale (BCP 47, as written). */
export function htmlLang(locale: Locale): string {
  return locale;
}

/** The name of each language in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी' };

/** Upper bounds on an `Accept-Language` header read: longer headers are read up to here, never walked whole. */
const MAX_ACCEPT_LANGUAGE_LENGTH = 256;
const MAX_LANGUAGE_RANGES = 16;

/**
 * The store's language that best matches an `Accept-Language` header (RFC 9110: ranges ordered by their
 * `q`, a range matching by its primary subtag, so `hi`, `hi-IN` and `hi-Latn` all mean Hindi). Only
 * `among` are chosen; no header, or no match, is the default.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null, among: readonly Locale[] = LOCALES): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .slice(0, MAX_ACCEPT_LANGUAGE_LENGTH)
    .split(',', MAX_LANGUAGE_RANGES)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.primary !== '' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    if (range.primary === '*') return DEFAULT_LOCALE;
    const match = among.find((locale) => locale.split('-')[0].toLowerCase() === range.primary);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

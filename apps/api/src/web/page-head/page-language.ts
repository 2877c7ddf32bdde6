import { DEFAULT_LOCALE, htmlLang, localizePath, type Locale } from '@storefront/domain';

/** A page's language and the languages shoppers are offered (OFFERED_LOCALES; tests pass their own). */
export interface PageLanguage {
  locale: Locale;
  offered: readonly Locale[];
}

const HTML_TAG = /<html\b([^>]*)>/i;
const LANG_ATTRIBUTE = /\slang=(["'])[^"']*\1/i;

/** The page shell with `<html lang>` saying the page's language (`en-IN`, `hi-IN`). */
export function withHtmlLang(html: string, locale: Locale): string {
  const lang = ` lang="${htmlLang(locale)}"`;
  return html.replace(HTML_TAG, (_tag, attributes: string) =>
    `<html${LANG_ATTRIBUTE.test(attributes) ? attributes.replace(LANG_ATTRIBUTE, () => lang) : `${lang}${attributes}`}>`,
  );
}

/** One `hreflang` alternate of a page: the language (or `x-default`) and its absolute address. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** Whether pages name their other languages: once a second language is offered. */
export function hasAlternates(offered: readonly Locale[]): boolean {
  return offered.length > 1;
}

/**
 * The addresses of a page in every offered language, and `x-default` (English, for shoppers whose
 * language the store does not write). None while only one language is offered: a page is then its only
 * version, and its canonical link says so.
 */
export function alternatesOf(origin: string, path: string, offered: readonly Locale[]): Alternate[] {
  if (!hasAlternates(offered)) return [];
  return [
    ...offered.map((locale) => ({ hreflang: htmlLang(locale), href: `${origin}${localizePath(path, locale)}` })),
    { hreflang: 'x-default', href: `${origin}${localizePath(path, DEFAULT_LOCALE)}` },
  ];
}

/** Open Graph's spelling of a locale (`hi_IN`). */
export function ogLocale(locale: Locale): string {
  return locale.replace('-', '_');
}

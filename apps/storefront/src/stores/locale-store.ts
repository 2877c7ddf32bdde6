import { LOCALE_COOKIE, localizePath, splitLocalePath, type Locale } from '@storefront/domain';
import { makeAutoObservable } from 'mobx';

/** A year: the language a shopper picked is remembered across visits. */
const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

/**
 * The page the app runs in, for the language: its address, and how to leave it for the same page in the
 * other language. The browser's reads `location` and writes `document.cookie`; the server's only knows
 * the URL it renders.
 */
export interface LocalePage {
  /** The page's path and query as requested (`/hi/products?page=2`). */
  url(): string;
  setCookie(cookie: string): void;
  /** A full page load: the server renders the other language, and no store has to re-render. */
  assign(url: string): void;
}

/** The page of a server render: its URL, nowhere to go. */
export function renderedPage(url: string): LocalePage {
  return { url: () => url, setCookie: () => undefined, assign: () => undefined };
}

/**
 * The language of the page, read from its address (`/hi/...` is Hindi, everything else English): the
 * browser and the server read the same URL, so both render the same language.
 */
export class LocaleStore {
  readonly locale: Locale;

  constructor(private readonly page: LocalePage = renderedPage('/')) {
    this.locale = splitLocalePath(page.url()).locale;
    makeAutoObservable<this, 'page'>(this, { page: false });
  }

  /** The current page's address in `locale` (query kept). */
  pathIn(locale: Locale): string {
    return localizePath(splitLocalePath(this.page.url()).path, locale);
  }

  /** Remembers the choice (the `lang` cookie the server's first-visit redirect reads) and loads the page in `locale`. */
  switchTo(locale: Locale): void {
    this.page.setCookie(`${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`);
    this.page.assign(this.pathIn(locale));
  }
}

import { expect, type APIRequestContext, type Page, type ViewportSize } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductSummary } from '@storefront/sdk';

/*
 * Latin-script words a Hindi page shows: what it collects (visible text, and the aria-label, placeholder,
 * title and alt a shopper's screen reader or pointer meets), and the words allowed to stay Latin (the names
 * of libs/i18n's LATIN_ALLOWED, and whatever the store's API answers in Hindi: product, brand, category
 * names, the merchant's CMS pages, FAQs and settings).
 */

/** A word as the catalog check counts one: two or more Latin letters. */
const LATIN_WORD = /[A-Za-z]{2,}/g;

/** Order numbers and e-mail/web addresses read the same in any language: not words of the interface. */
const NOT_WORDS = /INV-\d{4}-\d{6}|[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|www\.\S+/g;

export const latinWords = (text: string): string[] => text.replace(NOT_WORDS, ' ').match(LATIN_WORD) ?? [];

/** libs/i18n's LATIN_ALLOWED, read from its module (an ES module the test runner does not load as one). */
export function latinAllowedNames(): string[] {
  const source = readFileSync(join(__dirname, '../../../../libs/i18n/scripts/latin-allow-list.mjs'), 'utf8');
  const list = /LATIN_ALLOWED\s*=\s*\[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
  const names = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  expect(names.length, 'LATIN_ALLOWED read').toBeGreaterThan(5);
  return names;
}

/** Keys of the API's data that hold addresses, pictures or ids, not words a shopper reads. */
const NOT_TEXT_KEY = /(^|_)(url|urls|src|srcset|image|images|picture|pictures|slug|placeholder|path|href|video|widths|token|mime)$/i;

/** Every Latin word of every string in `data`, HTML tags removed (CMS content is HTML). */
function wordsOfData(data: unknown, into: Set<string>, key = ''): void {
  if (typeof data === 'string') {
    if (NOT_TEXT_KEY.test(key) || /^(https?:|data:|\/)/.test(data)) return;
    for (const word of latinWords(data.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' '))) into.add(word.toLowerCase());
  } else if (Array.isArray(data)) {
    for (const item of data) wordsOfData(item, into, key);
  } else if (data && typeof data === 'object') {
    for (const [name, value] of Object.entries(data)) wordsOfData(value, into, name);
  }
}

async function hindiData(
  request: APIRequestContext,
  path: string,
  params?: Record<string, string | number>,
  token?: string,
): Promise<{ data: unknown; meta?: { total_pages?: number } }> {
  const headers: Record<string, string> = { 'Accept-Language': 'hi-IN', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await request.get(`/api/v1${path}`, { params, headers });
  expect(response.ok(), `GET /api/v1${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as { data: unknown; meta?: { total_pages?: number } };
}

/**
 * The words a Hindi page may show in Latin letters, lower-cased: LATIN_ALLOWED and the store's own names
 * and texts as the API answers them in Hindi (every product of the catalogue, the walked products' details).
 */
export async function allowedLatinWords(request: APIRequestContext, productIds: number[]): Promise<Set<string>> {
  const allowed = new Set(latinAllowedNames().map((name) => name.toLowerCase()));
  const fixed = ['/store_settings', '/store_settings/payment_options', '/categories', '/categories/all_category', '/brands', '/cms_pages', '/faqs', '/banners', '/collections', '/option_types', '/coupons'];
  for (const path of fixed) wordsOfData((await hindiData(request, path)).data, allowed);
  const pages = (await hindiData(request, '/cms_pages')).data as { slug: string }[];
  for (const page of pages) wordsOfData((await hindiData(request, `/cms_pages/${page.slug}`)).data, allowed);
  for (let page = 1; ; page += 1) {
    const { data, meta } = await hindiData(request, '/products/filter', { per_page: 60, page });
    wordsOfData(data as ProductSummary[], allowed);
    if (page >= (meta?.total_pages ?? 1)) break;
  }
  for (const id of productIds) wordsOfData((await hindiData(request, `/products/${id}`)).data, allowed);
  return allowed;
}

/**
 * The shopper's own words, as the API answers them in Hindi: their name, addresses (city and state names
 * as the pincode directory spells them), orders' lines and wallet entries. My account shows them as typed.
 */
export async function shopperLatinWords(request: APIRequestContext, token: string, orderIds: number[]): Promise<Set<string>> {
  const words = new Set<string>();
  for (const path of ['/users/current_user_detail', '/addresses', '/orders/my_orders', '/users/user_wallet']) {
    const response = await request.get(`/api/v1${path}`, { headers: { 'Accept-Language': 'hi-IN', Authorization: `Bearer ${token}` } });
    if (response.ok()) wordsOfData(((await response.json()) as { data: unknown }).data, words);
  }
  for (const id of orderIds) {
    for (const path of [`/orders/${id}`, `/orders/${id}/invoice`]) wordsOfData((await hindiData(request, path, undefined, token)).data, words);
  }
  return words;
}

/** One text the page shows (or names an element with), with where it is. */
export interface ShownText {
  text: string;
  where: string;
}

/**
 * The page's visible text nodes, and the aria-label, placeholder, title and alt of its rendered elements,
 * leaving out what is marked as another language (`lang="en"`: the switch's "English") and the page's
 * scripts and styles. The document's title too: the tab and a screen reader show it.
 */
export async function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [{ text: document.title, where: 'title' }];
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.id;
      return `${element.tagName.toLowerCase()}${name ? `[${name.slice(0, 30)}]` : ''}`;
    };
    const otherLanguage = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
      return !lang.toLowerCase().startsWith('hi');
    };
    const rendered = (element: Element) =>
      (element as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? element.getClientRects().length > 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName)) continue;
      if (parent.closest('[aria-hidden="true"]') || !rendered(parent) || otherLanguage(parent)) continue;
      found.push({ text, where: describe(parent) });
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (otherLanguage(element) || element.closest('[aria-hidden="true"]')) continue;
      if (!rendered(element) && element.tagName !== 'IMG') continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push({ text: value, where: `${describe(element)} @${attribute}` });
      }
    }
    return found;
  });
}

/** The word a name shortened with "..." ends on (the cart shows 30 characters of a product's name), if any. */
const cutWord = (text: string): string | undefined => /([A-Za-z]+)(\.\.\.|…)$/.exec(text)?.[1].toLowerCase();

/**
 * The Latin words of `texts` not in `allowed`, each with the first text that shows it. The last word of a
 * shortened name counts as allowed when an allowed word begins with it ("Pri..." of "Print").
 */
export function unexpectedLatin(texts: ShownText[], allowed: Set<string>): Map<string, ShownText> {
  const words = new Map<string, ShownText>();
  const allowedWords = [...allowed];
  for (const shown of texts) {
    const cut = cutWord(shown.text);
    const cutAllowed = cut !== undefined && allowedWords.some((word) => word.startsWith(cut));
    for (const word of latinWords(shown.text)) {
      const lower = word.toLowerCase();
      if (allowed.has(lower) || (cutAllowed && lower === cut) || words.has(word)) continue;
      words.set(word, shown);
    }
  }
  return words;
}

/** One page of a walk: opens it (or a dialog on it) and waits until it is drawn. */
export interface WalkStep {
  page: string;
  open: (page: Page) => Promise<void>;
}

/**
 * Walks `steps` at each width and lists what a Hindi shopper would meet in Latin letters: per page, the words
 * outside `allowed` (each with where it was found), a page that could not be opened in Hindi (the walk goes
 * on to the next page), and a page whose `<html lang>` is not hi-IN. `startWidth` runs before each width.
 */
export async function latinFindings(
  page: Page,
  walk: {
    label: string;
    sizes: readonly { label: string; viewport: ViewportSize }[];
    steps: WalkStep[];
    allowed: Set<string>;
    startWidth?: () => Promise<void>;
  },
): Promise<string[]> {
  const findings: string[] = [];
  for (const size of walk.sizes) {
    await walk.startWidth?.();
    await page.setViewportSize(size.viewport);
    for (const step of walk.steps) {
      const where = `${step.page} (${walk.label}, ${size.label})`;
      try {
        await step.open(page);
      } catch (error) {
        findings.push(`${where}: could not be opened in Hindi: ${String((error as Error).message).split('\n')[0]}`);
        continue;
      }
      if ((await page.locator('html').getAttribute('lang')) !== 'hi-IN') findings.push(`${where}: <html lang> is not hi-IN`);
      const words = unexpectedLatin(await shownTexts(page), walk.allowed);
      if (words.size) {
        const list = [...words].map(([word, shown]) => `${word} (${shown.where}: "${shown.text.slice(0, 60)}")`);
        findings.push(`${where}: ${list.join(', ')}`);
      }
    }
  }
  return findings;
}

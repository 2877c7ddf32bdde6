import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@storefront/domain';
import { SHELL_ENGLISH } from './english-shell';

/**
 * The catalogs, one per part of the store. The first load carries only the shell's English; a screen's
 * area loads with the screen's chunk (`browse`: home, lists, product, content pages; `checkout`: the
 * checkout and payment return; `account`: sign-in and my account). `messages` holds the domain's and the
 * API's texts, which are already English in the code: only Hindi pages load it.
 */
export const AREAS = ['shell', 'browse', 'checkout', 'account', 'messages'] as const;
export type Area = (typeof AREAS)[number];

/**
 * Areas only the server reads, never loaded in the browser (no loader here): `head` holds the page
 * titles, meta descriptions and JSON-LD texts the API writes into a page's head (`HEAD_CATALOGS` of
 * `./server`).
 */
export const SERVER_AREAS = ['head'] as const;

type CatalogModule = Promise<{ messages: Messages }>;

const NO_MESSAGES: CatalogModule = Promise.resolve({ messages: {} });

/** A static map, so that the bundler makes one small chunk per area and language. */
const CATALOG_LOADERS: Record<Area, Record<Locale, () => CatalogModule>> = {
  shell: {
    // Already in the browser's entry: every English page shows the shell.
    'en-IN': async () => ({ messages: SHELL_ENGLISH }),
    'hi-IN': () => import('./catalogs/shell/hi-IN'),
  },
  browse: { 'en-IN': () => import('./catalogs/browse/en-IN'), 'hi-IN': () => import('./catalogs/browse/hi-IN') },
  checkout: { 'en-IN': () => import('./catalogs/checkout/en-IN'), 'hi-IN': () => import('./catalogs/checkout/hi-IN') },
  account: { 'en-IN': () => import('./catalogs/account/en-IN'), 'hi-IN': () => import('./catalogs/account/hi-IN') },
  // English domain texts are shown as written (translateMessage returns them unchanged).
  messages: { 'en-IN': () => NO_MESSAGES, 'hi-IN': () => import('./messages-area') },
};

const loaded = new WeakMap<I18n, Map<Area, Promise<void>>>();

/**
 * Adds an area's messages in the instance's language (Lingui merges them with those already loaded).
 * Asked twice, it loads once.
 */
export function loadArea(i18n: I18n, area: Area): Promise<void> {
  let areas = loaded.get(i18n);
  if (!areas) loaded.set(i18n, (areas = new Map()));
  let loading = areas.get(area);
  if (!loading) {
    const locale = i18n.locale as Locale;
    loading = CATALOG_LOADERS[area][locale]().then(({ messages }) => i18n.load(locale, messages));
    areas.set(area, loading);
  }
  return loading;
}

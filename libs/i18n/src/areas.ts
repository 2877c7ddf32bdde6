import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@storefront/domain';
import { SHELL_ENGLISH } from './english-shell';

/** The catalogs, one per part of the store: the first load carries only the shell's. */
export const AREAS = ['shell'] as const;
export type Area = (typeof AREAS)[number];

type CatalogModule = Promise<{ messages: Messages }>;

/** A static map, so that the bundler makes one small chunk per area and language. */
const CATALOG_LOADERS: Record<Area, Record<Locale, () => CatalogModule>> = {
  shell: {
    // Already in the browser's entry: every English page shows the shell.
    'en-IN': async () => ({ messages: SHELL_ENGLISH }),
    'hi-IN': () => import('./catalogs/shell/hi-IN'),
  },
};

/** Adds an area's messages in the instance's language (Lingui merges them with those already loaded). */
export async function loadArea(i18n: I18n, area: Area): Promise<void> {
  const locale = i18n.locale as Locale;
  const { messages } = await CATALOG_LOADERS[area][locale]();
  i18n.load(locale, messages);
}

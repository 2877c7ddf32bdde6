import type { Messages } from '@lingui/core';
import type { Locale } from '@storefront/domain';
import { messages as shellEnglish } from './catalogs/shell/en-IN';
import { messages as shellHindi } from './catalogs/shell/hi-IN';

/**
 * Every catalog of every language, imported statically: for the server's renderer, which renders any page
 * in either language synchronously. The browser never imports this file (it would ship Hindi to everyone).
 */
export const ALL_CATALOGS: Record<Locale, Messages[]> = {
  'en-IN': [shellEnglish],
  'hi-IN': [shellHindi],
};

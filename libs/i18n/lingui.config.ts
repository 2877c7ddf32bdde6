import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';

/**
 * The store's message catalogs: English (the product's exact texts) is the source, Hindi its translation.
 * One catalog per area, so the first load carries only the shell's messages and each area has one owner.
 * Ids are written by hand (`shell.header.search`), never hashed from the English text.
 */
const AREAS = ['shell', 'browse', 'checkout', 'account', 'messages', 'head'] as const;

const config: LinguiConfig = {
  locales: ['en-IN', 'hi-IN'],
  sourceLocale: 'en-IN',
  fallbackLocales: false,
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false, origins: false }),
  catalogs: AREAS.map((area) => ({ path: `<rootDir>/src/catalogs/${area}/{locale}`, include: [] })),
  compileNamespace: 'ts',
};

export default config;

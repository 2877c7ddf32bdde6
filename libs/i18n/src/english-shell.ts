import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@storefront/domain';
import { messages as shellEnglish } from './catalogs/shell/en-IN';
import { createI18n } from './create-i18n';

/** The shell's English messages: in the browser's entry, since every English page shows the shell. */
export const SHELL_ENGLISH = shellEnglish;

/**
 * An English instance for components rendered without a provider (a library's own tests, a story). It is
 * never switched to another language, so sharing it between requests is safe.
 */
export const englishShellI18n: I18n = createI18n(DEFAULT_LOCALE, shellEnglish);

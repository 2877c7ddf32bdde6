import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import type { Locale } from '@storefront/domain';
import type { MessageId } from './catalogs/message-ids';
import { englishShellI18n } from './english-shell';

/** The values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number>;

/** Translates a message id of the catalogs (a typo'd id fails the type check). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t` in the language of the page (the nearest `I18nProvider`; English without one). */
export function useT(): Translate {
  const i18n = useContext(LinguiContext)?.i18n ?? englishShellI18n;
  return (id, values) => i18n._(id, values);
}

/** The language of the page (the nearest `I18nProvider`'s; English without one): for dates and money. */
export function useLocale(): Locale {
  return ((useContext(LinguiContext)?.i18n ?? englishShellI18n).locale as Locale | undefined) ?? 'en-IN';
}

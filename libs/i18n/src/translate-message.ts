import type { I18n } from '@lingui/core';
import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { englishShellI18n } from './english-shell';

/**
 * The domain's and the API's texts (`@storefront/domain` messages, `meta.message`) in the instance's
 * language. They are written in English in the code; a Hindi page finds each one in the `messages` area
 * by its English text. A text not found (a merchant's own words, an API already answering in Hindi) is
 * shown as it is.
 */
export function translateMessage(i18n: I18n, text: string): string {
  if (i18n.locale === 'en-IN') return text;
  return text; // filled in by the messages area's matcher
}

/** `translateMessage` in the language of the page (the nearest `I18nProvider`; English without one). */
export function useTranslateMessage(): (text: string) => string {
  const i18n = useContext(LinguiContext)?.i18n ?? englishShellI18n;
  return (text) => translateMessage(i18n, text);
}

import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { englishShellI18n } from './english-shell';
import { translateMessage } from './translate-message';

/** `translateMessage` in the language of the page (the nearest `I18nProvider`; English without one). */
export function useTranslateMessage(): (text: string) => string {
  const i18n = useContext(LinguiContext)?.i18n ?? englishShellI18n;
  return (text) => translateMessage(i18n, text);
}

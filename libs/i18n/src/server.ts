import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@storefront/domain';
import { messages as accountEnglish } from './catalogs/account/en-IN';
import { messages as accountHindi } from './catalogs/account/hi-IN';
import { messages as browseEnglish } from './catalogs/browse/en-IN';
import { messages as browseHindi } from './catalogs/browse/hi-IN';
import { messages as checkoutEnglish } from './catalogs/checkout/en-IN';
import { messages as checkoutHindi } from './catalogs/checkout/hi-IN';
import { messages as headEnglish } from './catalogs/head/en-IN';
import { messages as headHindi } from './catalogs/head/hi-IN';
import { messages as messagesEnglish } from './catalogs/messages/en-IN';
import { messages as messagesHindi } from './catalogs/messages/hi-IN';
import { messages as shellEnglish } from './catalogs/shell/en-IN';
import { messages as shellHindi } from './catalogs/shell/hi-IN';
import { createI18n } from './create-i18n';
import { createMessageMatcher } from './message-matcher';
import { installMessageMatcher, translateMessage } from './translate-message';

/**
 * Every catalog of every language, imported statically: for the server's renderer and the API, which answer
 * in either language synchronously, and for tests. The browser never imports this file (it would ship Hindi
 * to everyone). English has no `messages` catalog: the domain's texts are English as written.
 */
export const ALL_CATALOGS: Record<Locale, Messages[]> = {
  'en-IN': [shellEnglish, browseEnglish, checkoutEnglish, accountEnglish],
  'hi-IN': [shellHindi, browseHindi, checkoutHindi, accountHindi, messagesHindi],
};

// The server answers in either language synchronously: the matcher is ready from the first request.
installMessageMatcher(createMessageMatcher(messagesEnglish));

const sharedInstances = new Map<Locale, I18n>();

/**
 * One instance per language with every catalog, for code that only translates (the API's messages, mails):
 * it is never switched to another language, so requests can share it.
 */
export function serverI18n(locale: Locale): I18n {
  let i18n = sharedInstances.get(locale);
  if (!i18n) sharedInstances.set(locale, (i18n = createI18n(locale, ...ALL_CATALOGS[locale])));
  return i18n;
}

/** A domain or API English text in `locale` (unchanged in English and when not in the catalog). */
export function messageIn(locale: Locale, text: string): string {
  return translateMessage(serverI18n(locale), text);
}
/**
 * The `head` area (a server-only area: see `SERVER_AREAS`): the texts the API writes into a page's
 * `<head>`, in each language.
 */
export const HEAD_CATALOGS: Record<Locale, Messages> = { 'en-IN': headEnglish, 'hi-IN': headHindi };

export { createI18n };
export type { HeadMessageId } from './catalogs/message-ids';

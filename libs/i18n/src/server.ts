import type { Messages } from '@lingui/core';
import type { Locale } from '@storefront/domain';
import { messages as accountEnglish } from './catalogs/account/en-IN';
import { messages as accountHindi } from './catalogs/account/hi-IN';
import { messages as browseEnglish } from './catalogs/browse/en-IN';
import { messages as browseHindi } from './catalogs/browse/hi-IN';
import { messages as checkoutEnglish } from './catalogs/checkout/en-IN';
import { messages as checkoutHindi } from './catalogs/checkout/hi-IN';
import { messages as headEnglish } from './catalogs/head/en-IN';
import { messages as headHindi } from './catalogs/head/hi-IN';
import { messages as messagesHindi } from './catalogs/messages/hi-IN';
import { messages as shellEnglish } from './catalogs/shell/en-IN';
import { messages as shellHindi } from './catalogs/shell/hi-IN';

/**
 * Every catalog of every language, imported statically: for the server's renderer and the API, which answer
 * in either language synchronously, and for tests. The browser never imports this file (it would ship Hindi
 * to everyone). English has no `messages` catalog: the domain's texts are English as written.
 */
export const ALL_CATALOGS: Record<Locale, Messages[]> = {
  'en-IN': [shellEnglish, browseEnglish, checkoutEnglish, accountEnglish],
  'hi-IN': [shellHindi, browseHindi, checkoutHindi, accountHindi, messagesHindi],
};

/**
 * The `head` area (a server-only area: see `SERVER_AREAS`): the texts the API writes into a page's
 * `<head>`, in each language.
 */
export const HEAD_CATALOGS: Record<Locale, Messages> = { 'en-IN': headEnglish, 'hi-IN': headHindi };

export { createI18n } from './create-i18n';
export type { HeadMessageId } from './catalogs/message-ids';

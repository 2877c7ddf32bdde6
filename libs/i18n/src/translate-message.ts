import type { I18n } from '@lingui/core';
import type { MessageMatcher } from './message-matcher';

/** Set when the `messages` area arrives (a Hindi page's chunk, or the server's catalogs). */
let matcher: MessageMatcher | null = null;

/** Called by whoever loads the `messages` area's English templates (see `messages-area.ts`, `server.ts`). */
export function installMessageMatcher(next: MessageMatcher): void {
  matcher = next;
}

/**
 * The domain's and the API's texts (`@storefront/domain` messages, `meta.message`) in the instance's
 * language. They are written in English in the code; a Hindi page finds each one in the `messages` area
 * by its English text. A text not found (a merchant's own words, an API already answering in Hindi) is
 * shown as it is. English needs no catalog: English pages never load the area.
 */
export function translateMessage(i18n: I18n, text: string): string {
  if (i18n.locale === 'en-IN' || !matcher || !text) return text;
  return matcher(i18n, text);
}

import { whatsAppChatHiddenOn, whatsAppChatNumber, whatsAppChatShown } from '@storefront/domain';
import { floatingSlotStyles, useStorefrontTokens, WhatsAppChatButton } from '@storefront/themes';
import { ScrollToTopButton } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores';

/*
 * The floating buttons (WhatsApp chat, scroll to top), a chunk of their own that lazy-chrome.tsx asks for
 * once the browser is idle after the page has loaded: no shopper needs them to see the first screen, so
 * they stay out of the first load. They float over the page, so arriving later shifts nothing.
 */

/** True when the scroll-to-top button is configured away on this path. */
export function scrollToTopHidden(pathname: string, hiddenOn: string[]): boolean {
  return hiddenOn.some((part) => part !== '' && pathname.includes(part));
}

/**
 * The floating "Chat on WhatsApp" button (the spec's "floating element hidden on /products"): to wa.me with
 * the store's WhatsApp number, else its customer care number (`whatsAppChatNumber`); none without one.
 */
export const ChatView = observer(function ChatView() {
  const root = useStores();
  const { pathname } = useLocation();
  return <WhatsAppChatButton number={whatsAppChatNumber(root.settings.settings)} hidden={whatsAppChatHiddenOn(pathname)} />;
});

/**
 * The scroll-to-top button with its progress ring, hidden on paths containing a configured substring. It
 * stacks above the WhatsApp button where that shows, else takes the corner; above the bottom bar on phones.
 */
export const ScrollTopView = observer(function ScrollTopView() {
  const root = useStores();
  const t = useStorefrontTokens();
  const { pathname } = useLocation();
  return (
    <ScrollToTopButton
      hidden={scrollToTopHidden(pathname, root.env.scrollToTopHiddenOn)}
      css={floatingSlotStyles(t, whatsAppChatShown(whatsAppChatNumber(root.settings.settings), pathname) ? 'above' : 'corner')}
    />
  );
});

import { whatsAppChatHiddenOn, whatsAppChatNumber, whatsAppChatShown } from '@storefront/domain';
import {
  floatingSlotStyles,
  LazyThemedFooter,
  MobileBottomBar,
  ThemedHeader,
  useStorefrontTokens,
  WhatsAppChatButton,
} from '@storefront/themes';
import { ScrollToTopButton } from '@storefront/ui-kit';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores';
import { renderRouterLink } from './router-link';
import { HeaderSearchBox } from './search/header-search-box';
import { buildFooterModel, buildHeaderActions, buildHeaderModel } from './view-models';

/*
 * The theme's chrome bound to the stores: tokens, global styles, header, footer, phone bottom bar, the
 * floating WhatsApp chat button and the scroll-to-top button. This is a chunk of its own, requested at
 * start-up while the config and settings load (see lazy-chrome.tsx). The footer variants are further chunks,
 * one per variant, of which the page loads its theme's only (it suspends to the footer's placeholder). The
 * header variants stay here: a header chunk asked for once settings answer arrived after the first screen
 * and pushed the whole page down (Lighthouse CLS 0.92 on a phone). The footer's subscribe form is a further chunk, loaded when the footer
 * nears the viewport, so its validation code (final-form, zod) stays out of this one.
 */

export { ThemeGlobalStyles } from '@storefront/themes';
export { tokensFor } from '../app/theme';

/** The theme's header. */
export const HeaderView = observer(function HeaderView() {
  const root = useStores();
  return (
    <ThemedHeader
      theme={root.settings.theme}
      model={buildHeaderModel(root)}
      actions={buildHeaderActions(root)}
      renderLink={renderRouterLink}
      searchBox={<HeaderSearchBox />}
    />
  );
});

function currentHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

/**
 * The theme's footer ("footer loading..." while top categories or content pages load). The variant follows
 * the resolved theme, so a forced or previewed theme gets its own footer too.
 */
export const FooterView = observer(function FooterView() {
  const root = useStores();
  return (
    <LazyThemedFooter
      theme={root.settings.theme}
      model={buildFooterModel(root, currentHost())}
      renderLink={renderRouterLink}
    />
  );
});

/** The phone-width bottom bar: Home, Cart, Wish, and Account or Login. */
export const BottomBarView = observer(function BottomBarView() {
  const { auth, cart, wishlist, ui } = useStores();
  return (
    <MobileBottomBar
      signedIn={auth.isSignedIn}
      cartCount={cart.totalQuantity}
      wishlistCount={wishlist.count}
      onCart={() => ui.openCartDrawer()}
      onWishlist={() => ui.openWishlistDrawer()}
      onLogin={() => ui.openSignInPrompt()}
      renderLink={renderRouterLink}
    />
  );
});

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

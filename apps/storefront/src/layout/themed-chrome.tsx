import { LazyThemedFooter, MobileBottomBar, ThemedHeader } from '@storefront/themes';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores';
import { renderRouterLink } from './router-link';
import { HeaderSearchBox } from './search/header-search-box';
import { buildFooterModel, buildHeaderActions, buildHeaderModel } from './view-models';

/*
 * The theme's chrome bound to the stores: tokens, global styles, header, footer and phone bottom bar (the
 * floating buttons are floating-chrome.tsx, loaded when the browser is idle). This is a chunk of its own, requested at
 * start-up while the config and settings load (see lazy-chrome.tsx). The footer variants are further chunks,
 * one per variant, of which the page loads its theme's only (it suspends to the footer's placeholder). The
 * header variants stay here: a header chunk asked for once settings answer arrived after the first screen
 * and pushed the whole page down (a large layout shift on a phone). The footer's subscribe form is a further chunk, loaded when the footer
 * nears the viewport, so its validation code (final-form, zod) stays out of this one.
 */

export { ThemeGlobalStyles } from '@storefront/themes';
export { tokensFor } from './theme';

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

/**
 * The theme's footer ("footer loading..." while top categories or content pages load). The variant follows
 * the resolved theme, so a forced or previewed theme gets its own footer too.
 */
export const FooterView = observer(function FooterView() {
  const root = useStores();
  return (
    <LazyThemedFooter
      theme={root.settings.theme}
      model={buildFooterModel(root, root.env.host)}
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

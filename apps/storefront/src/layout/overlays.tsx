import { trackedLazy } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { useStores } from '../stores';
import { useEarlySearchKeys } from './search/use-early-search-keys';

// Each overlay is its own chunk, loaded the first time it opens (the home route's entry stays small).
const SearchOverlay = trackedLazy(() => import('./search/search-overlay').then((m) => ({ default: m.SearchOverlay })));
const CartDrawer = trackedLazy(() => import('./drawers/cart-drawer').then((m) => ({ default: m.CartDrawer })));
const WishlistDrawer = trackedLazy(() => import('./drawers/wishlist-drawer').then((m) => ({ default: m.WishlistDrawer })));
const SignInPrompt = trackedLazy(() => import('./sign-in-prompt').then((m) => ({ default: m.SignInPrompt })));

type OverlayName = 'search' | 'cart' | 'wishlist' | 'signIn';

/** The search overlay, the drawers and the sign-in prompt: mounted once first opened, then kept (exit animations). */
export const Overlays = observer(function Overlays() {
  const { ui } = useStores();
  const open: Record<OverlayName, boolean> = {
    search: ui.searchOpen,
    cart: ui.cartDrawerOpen,
    wishlist: ui.wishlistDrawerOpen,
    signIn: ui.signInPromptOpen,
  };
  useEarlySearchKeys(ui.searchOpen);
  const [mounted, setMounted] = useState<Record<OverlayName, boolean>>({ search: false, cart: false, wishlist: false, signIn: false });
  const newlyOpen = (Object.keys(open) as OverlayName[]).filter((name) => open[name] && !mounted[name]);
  if (newlyOpen.length > 0) {
    // Derived state during render (React's documented pattern): mount on first open.
    setMounted({ ...mounted, ...Object.fromEntries(newlyOpen.map((name) => [name, true])) });
  }
  // No boundary until something opens: the server draws none, and an empty boundary the server drew is
  // hydrated late; an overlay opened before that (a click on Search in the first instant) would be an
  // update to a boundary that has not hydrated, which React answers by drawing it afresh (its error #421).
  if (!Object.values(mounted).some(Boolean)) return null;
  return (
    <Suspense fallback={null}>
      {mounted.search && <SearchOverlay />}
      {mounted.cart && <CartDrawer />}
      {mounted.wishlist && <WishlistDrawer />}
      {mounted.signIn && <SignInPrompt />}
    </Suspense>
  );
});

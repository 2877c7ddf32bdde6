import { css } from '@emotion/react';
import { Button, ChevronLeftIcon, Drawer, IconButton, LanguageSwitch } from '@storefront/ui-kit';
import { useState } from 'react';
import { useT } from '@storefront/i18n';
import { CategoryDrillDown } from '../menus/category-drill-down';
import { headerCategories } from '../menus/category-tree';
import type { MenuCategory } from '../models/category';
import type { HeaderActions, HeaderModel } from '../models/header-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { countLabel } from './icon-labels';

export interface GarmentDrawerProps {
  open: boolean;
  onClose: () => void;
  model: Pick<HeaderModel, 'categories' | 'signedIn' | 'wishlistCount' | 'cartCount' | 'languageSwitch'>;
  actions: Pick<HeaderActions, 'onSearchOpen' | 'onAccount' | 'onWishlist' | 'onCart'>;
}

/**
 * The Garment small-screen drawer: drills down into sub-categories with a back arrow, and has the buttons
 * Search, Sign in (Account when signed in), Wishlist and Cart.
 */
export function GarmentDrawer({ open, onClose, model, actions }: GarmentDrawerProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  const [path, setPath] = useState<MenuCategory[]>([]);
  const current = path[path.length - 1];
  const close = () => {
    setPath([]);
    onClose();
  };
  /** A drawer button: the drawer closes first, then its action runs (e.g. opening the search overlay). */
  const closeThen = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <Drawer
      open={open}
      onClose={close}
      side="left"
      width="340px"
      closeLabel={tr('shell.header.closeMenu')}
      title={current ? current.name : tr('shell.header.menu')}
      headerStart={
        current && (
          <IconButton aria-label={tr('shell.header.back')} size="sm" onClick={() => setPath(path.slice(0, -1))}>
            <ChevronLeftIcon />
          </IconButton>
        )
      }
      footer={
        <div
          css={css`
            display: grid;
            grid-template-columns: 1fr 1fr;
            gap: ${t.space.sm};
          `}
        >
          <Button variant="secondary" onClick={closeThen(actions.onSearchOpen)}>
            {tr('shell.header.search')}
          </Button>
          <Button variant="secondary" onClick={closeThen(actions.onAccount)}>
            {model.signedIn ? tr('shell.header.account') : tr('shell.header.signIn')}
          </Button>
          <Button variant="secondary" onClick={closeThen(actions.onWishlist)} aria-label={countLabel(tr, tr('shell.header.wishlist'), model.wishlistCount)}>
            {tr('shell.header.wishlist')}{model.wishlistCount > 0 ? ` (${model.wishlistCount})` : ''}
          </Button>
          <Button variant="primary" onClick={closeThen(actions.onCart)} aria-label={countLabel(tr, tr('shell.header.cart'), model.cartCount)}>
            {tr('shell.header.cart')}{model.cartCount > 0 ? ` (${model.cartCount})` : ''}
          </Button>
        </div>
      }
    >
      <nav aria-label={tr('shell.header.mobileNav')}>
        <CategoryDrillDown
          categories={headerCategories(model.categories)}
          path={path}
          onEnter={(category) => setPath([...path, category])}
          onNavigate={close}
        />
        {model.languageSwitch && <LanguageSwitch {...model.languageSwitch} css={css`padding: ${t.space.sm};`} />}
      </nav>
    </Drawer>
  );
}

import { css } from '@emotion/react';
import { FREE_SHIPPING_BANNER_TEXT, headerCategoryLimit } from '@storefront/domain';
import { createMq } from '@storefront/ui-kit';
import type { HeaderProps } from '../models/header-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { HeaderIcons } from './header-icons';
import { HeaderShell } from './header-shell';
import { barRowStyles } from './header-styles';
import { MainNav } from './main-nav';
import { MenuButton } from './menu-button';
import { LazyMobileMenuDrawer } from './lazy-menu-drawers';
import { StoreLogo } from './store-logo';
import { useMenuDrawer } from './use-menu-drawer';

const mq = createMq();

/**
 * The default header (Standard, Ultra, Default, Elite, Cosmetic): one bar with the logo on the left, the
 * navigation with dropdown menus in the centre and the icons on the right. Each theme's look (colours,
 * type, case and spacing of the nav) comes from its tokens. The three never overlap: the nav gets the width
 * between logo and icons and moves what has no room into "More" (header pages first, then categories from
 * the end); a long store name (no logo image) is cut with an ellipsis at a third of the bar.
 */
export function DefaultHeader({ model, actions, renderLink }: HeaderProps) {
  const t = useStorefrontTokens();
  const drawer = useMenuDrawer(model, actions);
  return (
    <HeaderShell variant="default" renderLink={renderLink}>
      <div css={barRowStyles(t)}>
        <MenuButton open={drawer.open} onOpen={drawer.openDrawer} />
        <div
          css={css`
            flex: 0 1 auto;
            min-width: 0;
            max-width: 40%;
            margin-right: auto;
            ${mq.md} {
              max-width: 33%;
              margin-right: 0;
            }
          `}
        >
          <StoreLogo storeName={model.storeName} logoUrl={model.logoUrl} />
        </div>
        <div
          css={css`
            display: flex;
            flex: 1;
            justify-content: center;
            align-self: stretch;
            min-width: 0;
          `}
        >
          <MainNav
            categories={model.categories}
            pages={model.headerPages}
            limit={headerCategoryLimit('Default')}
            menuKind="dropdown"
            bannerText={model.freeShippingText ?? FREE_SHIPPING_BANNER_TEXT}
            fit
          />
        </div>
        <HeaderIcons model={model} actions={actions} />
      </div>
      <LazyMobileMenuDrawer open={drawer.open} onClose={drawer.closeDrawer} model={model} />
    </HeaderShell>
  );
}

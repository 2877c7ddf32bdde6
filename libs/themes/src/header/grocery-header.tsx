import { css } from '@emotion/react';
import { headerCategoryLimit } from '@storefront/domain';
import type { HeaderProps } from '../models/header-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { HeaderIcons } from './header-icons';
import { HeaderShell } from './header-shell';
import { barRowStyles, onlyLarge, onlySmall } from './header-styles';
import { MainNav } from './main-nav';
import { MenuButton } from './menu-button';
import { LazyMobileMenuDrawer } from './lazy-menu-drawers';
import { SearchTrigger } from './search-trigger';
import { StoreLogo } from './store-logo';
import { useMenuDrawer } from './use-menu-drawer';

/**
 * The Grocery header: a white bar whose centre is a large search box, then a green category strip with
 * mega menus, fitted to the strip (what has no room moves into "More": header pages first, then categories
 * from the end). On small screens the search box moves to its own row under the logo.
 */
export function GroceryHeader({ model, actions, renderLink, searchBox }: HeaderProps) {
  const t = useStorefrontTokens();
  const drawer = useMenuDrawer(model, actions);
  const strip = t.look.header.strip;
  return (
    <HeaderShell variant="grocery" renderLink={renderLink}>
      <div css={barRowStyles(t)}>
        <MenuButton open={drawer.open} onOpen={drawer.openDrawer} />
        <StoreLogo storeName={model.storeName} logoUrl={model.logoUrl} height={36} />
        <div
          css={[
            onlyLarge,
            css`
              flex: 1;
              max-width: 640px;
              margin: 0 auto;
            `,
          ]}
        >
          <SearchTrigger onSearchOpen={actions.onSearchOpen} searchBox={searchBox} />
        </div>
        <div css={css`margin-left: auto;`}>
          <HeaderIcons model={model} actions={actions} search="none" />
        </div>
      </div>
      <div css={[onlySmall, css`padding: 0 ${t.space.md} ${t.space.sm};`]}>
        <SearchTrigger onSearchOpen={actions.onSearchOpen} searchBox={searchBox} />
      </div>
      <div
        css={[
          onlyLarge,
          css`
            background: ${strip.background};
            color: ${strip.text};
          `,
        ]}
      >
        <div css={barRowStyles(t, '44px')}>
          <MainNav
            categories={model.categories}
            pages={model.headerPages}
            limit={headerCategoryLimit('Grocery')}
            menuKind="mega"
            bannerText={model.freeShippingText}
            fit
            align="start"
          />
        </div>
      </div>
      <LazyMobileMenuDrawer open={drawer.open} onClose={drawer.closeDrawer} model={model} />
    </HeaderShell>
  );
}

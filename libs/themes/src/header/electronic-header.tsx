import { css } from '@emotion/react';
import { headerCategoryLimit } from '@storefront/domain';
import { useMediaQuery } from '@storefront/ui-kit';
import { AllCategoriesMenu } from '../menus/all-categories-menu';
import type { HeaderProps } from '../models/header-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { HeaderIcons } from './header-icons';
import { HeaderShell } from './header-shell';
import { barRowStyles, onlyLarge, onlyLargeHiddenQuery } from './header-styles';
import { MainNav } from './main-nav';
import { MenuButton } from './menu-button';
import { LazyMobileMenuDrawer } from './lazy-menu-drawers';
import { SearchTrigger } from './search-trigger';
import { StoreLogo } from './store-logo';
import { useMenuDrawer } from './use-menu-drawer';

/**
 * The Electronic header: dark and two rows. The top row has the logo, a wide search box and the icons;
 * the second row starts with the "All Categories" menu, then the navigation with mega menus, fitted to
 * the rest of the row: what has no room moves into "More" (header pages first, then categories from the
 * end), so the row never runs off the page.
 */
export function ElectronicHeader({ model, actions, renderLink, searchBox }: HeaderProps) {
  const t = useStorefrontTokens();
  const drawer = useMenuDrawer(model, actions);
  const strip = t.look.header.strip;
  // The second row is hidden on phones (`onlyLarge`): not drawn there at all, so a phone's first render
  // skips "All Categories" (every category, three levels deep) as MainNav skips its own entries.
  const phone = useMediaQuery(onlyLargeHiddenQuery);
  return (
    <HeaderShell variant="electronic" renderLink={renderLink}>
      <div css={barRowStyles(t)}>
        <MenuButton open={drawer.open} onOpen={drawer.openDrawer} />
        <StoreLogo storeName={model.storeName} logoUrl={model.logoUrl} height={36} />
        <div
          css={[
            onlyLarge,
            css`
              flex: 1;
              max-width: 560px;
              margin: 0 auto;
            `,
          ]}
        >
          <SearchTrigger onSearchOpen={actions.onSearchOpen} searchBox={searchBox} tone="dark" />
        </div>
        <div css={css`margin-left: auto;`}>
          <HeaderIcons model={model} actions={actions} search="small" />
        </div>
      </div>
      {!phone && (
        <div
          css={[
            onlyLarge,
            css`
              border-top: 1px solid ${strip.border};
              background: ${strip.background};
              color: ${strip.text};
            `,
          ]}
        >
          <div css={barRowStyles(t, '48px')}>
            <div
              css={css`
                display: flex;
                flex: none;
                align-self: stretch;
                padding-right: ${t.space.md};
                border-right: 1px solid ${strip.border};
                & > div > button {
                  color: ${t.look.accent};
                }
              `}
            >
              <AllCategoriesMenu categories={model.categories} />
            </div>
            <MainNav
              categories={model.categories}
              pages={model.headerPages}
              limit={headerCategoryLimit('Electronic')}
              menuKind="mega"
              bannerText={model.freeShippingText}
              fit
              align="start"
            />
          </div>
        </div>
      )}
      <LazyMobileMenuDrawer open={drawer.open} onClose={drawer.closeDrawer} model={model} />
    </HeaderShell>
  );
}

import { css } from '@emotion/react';
import { headerCategoryLimit } from '@storefront/domain';
import { IconButton, SearchIcon, useHydrated } from '@storefront/ui-kit';
import { useT } from '@storefront/i18n';
import type { HeaderProps } from '../models/header-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { LazyGarmentDrawer } from './lazy-menu-drawers';
import { HeaderIcons } from './header-icons';
import { HeaderShell } from './header-shell';
import { barRowStyles, onlyLarge, waitingForApp } from './header-styles';
import { MainNav } from './main-nav';
import { MenuButton } from './menu-button';
import { StoreLogo } from './store-logo';
import { useMenuDrawer } from './use-menu-drawer';

/**
 * The Garment header: editorial. The store's name or logo sits centred between a search button and the
 * icons; beneath it a centred, letter-spaced navigation with four categories before "More", fitted to the
 * row (what has no room moves into "More": header pages first, then categories from the end). Small
 * screens get the drill-down drawer.
 */
export function GarmentHeader({ model, actions, renderLink }: HeaderProps) {
  const t = useStorefrontTokens();
  const drawer = useMenuDrawer(model, actions);
  const hydrated = useHydrated();
  const tr = useT();
  return (
    <HeaderShell variant="garment" renderLink={renderLink}>
      <div
        css={[
          barRowStyles(t),
          css`
            display: grid;
            grid-template-columns: 1fr auto 1fr;
          `,
        ]}
      >
        <div css={css`display: flex; align-items: center;`}>
          <MenuButton open={drawer.open} onOpen={drawer.openDrawer} />
          <IconButton
            aria-label={tr('shell.header.search')}
            disabled={!hydrated}
            onClick={actions.onSearchOpen}
            css={[onlyLarge, waitingForApp, css`color: inherit;`]}
          >
            <SearchIcon />
          </IconButton>
        </div>
        <div
          css={css`
            text-align: center;
            & a span {
              font-size: ${t.fontSizes.xxl};
              letter-spacing: 0.12em;
              text-transform: uppercase;
            }
          `}
        >
          <StoreLogo storeName={model.storeName} logoUrl={model.logoUrl} height={44} />
        </div>
        <div css={css`display: flex; justify-content: flex-end;`}>
          <HeaderIcons model={model} actions={actions} search="small" />
        </div>
      </div>
      <div
        css={[
          onlyLarge,
          css`
            border-top: 1px solid ${t.colors.border};
          `,
        ]}
      >
        <div css={[barRowStyles(t, '48px'), css`justify-content: center;`]}>
          <MainNav
            categories={model.categories}
            pages={model.headerPages}
            limit={headerCategoryLimit('Garment')}
            menuKind="dropdown"
            bannerText={model.freeShippingText}
            fit
            listCss={css`gap: ${t.space.md};`}
          />
        </div>
      </div>
      <LazyGarmentDrawer open={drawer.open} onClose={drawer.closeDrawer} model={model} actions={actions} />
    </HeaderShell>
  );
}

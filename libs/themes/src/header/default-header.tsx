import { css } from '@emotion/react';
import { headerCategoryLimit } from '@storefront/domain';
import { createMq, useMediaQuery } from '@storefront/ui-kit';
import { useRef } from 'react';
import type { HeaderProps } from '../models/header-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { splitHeaderCategories } from '../menus/category-tree';
import { HeaderIcons } from './header-icons';
import { HeaderShell } from './header-shell';
import { barRowStyles, onlyLargeHiddenQuery } from './header-styles';
import { MainNav } from './main-nav';
import { MenuButton } from './menu-button';
import { LazyMobileMenuDrawer } from './lazy-menu-drawers';
import { StoreLogo } from './store-logo';
import { useMenuDrawer } from './use-menu-drawer';
import { useNavOwnRow } from './use-nav-own-row';

const mq = createMq();

/**
 * The default header (Standard, Ultra, Default, Elite, Cosmetic): one bar with the logo on the left, the
 * navigation with dropdown menus in the centre and the icons on the right. Each theme's look (colours,
 * type, case and spacing of the nav) comes from its tokens. The three never overlap: the nav gets the width
 * between logo and icons and moves what has no room into "More" (header pages first, then categories from
 * the end); a long store name (no logo image) is cut with an ellipsis at a third of the bar. When the
 * nav's entries (the header pages included) cannot all sit between logo and icons, the nav takes a row of
 * its own under them, so the header pages stay in the bar on a laptop (1280 px) and go into "More" only
 * when even a whole row is too narrow.
 */
export function DefaultHeader({ model, actions, renderLink }: HeaderProps) {
  const t = useStorefrontTokens();
  const drawer = useMenuDrawer(model, actions);
  const rowRef = useRef<HTMLDivElement>(null);
  const navSlotRef = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(onlyLargeHiddenQuery);
  const limit = headerCategoryLimit('Default');
  const navOwnRow = useNavOwnRow(rowRef, navSlotRef, {
    enabled: !phone,
    moreAlways: splitHeaderCategories(model.categories, limit).more.length > 0,
    contentKey: [...model.categories.map((c) => c.name), ...model.headerPages.map((p) => p.title)].join('\n'),
  });
  return (
    <HeaderShell variant="default" renderLink={renderLink}>
      <div
        ref={rowRef}
        data-nav-own-row={navOwnRow ? '' : undefined}
        css={[
          barRowStyles(t),
          navOwnRow &&
            css`
              ${mq.md} {
                flex-wrap: wrap;
                row-gap: 0;
                min-height: 0;
              }
            `,
        ]}
      >
        <MenuButton open={drawer.open} onOpen={drawer.openDrawer} />
        <div
          css={[
            css`
              flex: 0 1 auto;
              min-width: 0;
              max-width: 40%;
              margin-right: auto;
              ${mq.md} {
                max-width: 33%;
                margin-right: 0;
              }
            `,
            // The first row's height, which the row's min-height gave when it was the only one.
            navOwnRow &&
              css`
                ${mq.md} {
                  display: flex;
                  align-items: center;
                  min-height: ${t.look.header.height};
                  margin-right: auto;
                }
              `,
          ]}
        >
          <StoreLogo storeName={model.storeName} logoUrl={model.logoUrl} />
        </div>
        <div
          ref={navSlotRef}
          css={[
            css`
              display: flex;
              flex: 1;
              justify-content: center;
              align-self: stretch;
              min-width: 0;
            `,
            navOwnRow &&
              css`
                ${mq.md} {
                  order: 1;
                  flex-basis: 100%;
                  border-top: 1px solid ${t.look.header.border};
                }
              `,
          ]}
        >
          <MainNav
            categories={model.categories}
            pages={model.headerPages}
            limit={limit}
            menuKind="dropdown"
            bannerText={model.freeShippingText}
            fit
          />
        </div>
        <HeaderIcons model={model} actions={actions} />
      </div>
      <LazyMobileMenuDrawer open={drawer.open} onClose={drawer.closeDrawer} model={model} />
    </HeaderShell>
  );
}

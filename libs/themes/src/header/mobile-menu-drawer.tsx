import { css } from '@emotion/react';
import { cmsPagePath, PAGE_PATHS } from '@storefront/domain';
import { Drawer, LanguageSwitch } from '@storefront/ui-kit';
import { useT } from '@storefront/i18n';
import { ThemeLink } from '../links/link-context';
import { CategoryAccordion } from '../menus/category-accordion';
import { headerCategories } from '../menus/category-tree';
import { plainListStyles } from '../menus/menu-styles';
import type { HeaderModel } from '../models/header-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  model: Pick<HeaderModel, 'storeName' | 'categories' | 'headerPages' | 'languageSwitch'>;
}

/** The small-screen slide-in menu: Home, an accordion of the header categories, then the header pages. */
export function MobileMenuDrawer({ open, onClose, model }: MobileMenuDrawerProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  const linkCss = css`
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${t.space.sm};
    border-bottom: 1px solid ${t.colors.border};
    color: ${t.colors.text};
    font-weight: ${t.fontWeights.medium};
    text-decoration: none;
    &:hover {
      color: ${t.colors.hover};
    }
  `;
  return (
    <Drawer open={open} onClose={onClose} title={tr('shell.header.menu')} side="left" width="320px" closeLabel={tr('shell.header.closeMenu')}>
      <nav aria-label={tr('shell.header.mobileNav')}>
        <ThemeLink href={PAGE_PATHS.home} onClick={onClose} css={linkCss}>
          {tr('shell.header.home')}
        </ThemeLink>
        <CategoryAccordion categories={headerCategories(model.categories)} onNavigate={onClose} />
        {model.headerPages.length > 0 && (
          <ul css={plainListStyles} aria-label={tr('shell.header.pages')}>
            {model.headerPages.map((page) => (
              <li key={page.id}>
                <ThemeLink href={cmsPagePath(page.slug)} onClick={onClose} css={linkCss}>
                  {page.title}
                </ThemeLink>
              </li>
            ))}
          </ul>
        )}
        {model.languageSwitch && <LanguageSwitch {...model.languageSwitch} css={css`padding: ${t.space.sm};`} />}
      </nav>
    </Drawer>
  );
}

import { css } from '@emotion/react';
import { categoryLink } from '@storefront/domain';
import { MenuIcon } from '@storefront/ui-kit';
import { useT } from '@storefront/i18n';
import type { MenuCategory } from '../models/category';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { allChildren } from './category-tree';
import { MenuLink } from './menu-link';
import { MenuPopover } from './menu-popover';

export interface AllCategoriesMenuProps {
  categories: readonly MenuCategory[];
}

/**
 * "All Categories": every category in three levels, a column per top-level category; each links to its
 * content page when it has a slug, else to the category-filtered product list (the domain's categoryLink).
 */
export function AllCategoriesMenu({ categories }: AllCategoriesMenuProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  return (
    <MenuPopover
      label={tr('shell.menu.allCategories')}
      icon={<MenuIcon size="1.1em" />}
      wide
      contentsKey="all-categories"
      triggerCss={css`
        font-weight: ${t.fontWeights.bold};
      `}
    >
      {(menu) => (
        <div
          role="menu"
          id={menu.menuId}
          aria-label={tr('shell.menu.allCategories')}
          css={css`
            display: grid;
            grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
            gap: ${t.space.md} ${t.space.lg};
          `}
        >
          {categories.map((category) => (
            <div role="group" aria-label={category.name} data-menu-column="" key={category.id}>
              <MenuLink href={categoryLink(category)} kind="heading">
                {category.name}
              </MenuLink>
              {allChildren(category).map((child) => (
                <div role="group" aria-label={child.name} key={child.id}>
                  <MenuLink href={categoryLink(child)}>{child.name}</MenuLink>
                  {allChildren(child).map((grandchild) => (
                    <MenuLink href={categoryLink(grandchild)} kind="sub" key={grandchild.id}>
                      {grandchild.name}
                    </MenuLink>
                  ))}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </MenuPopover>
  );
}

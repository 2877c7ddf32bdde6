import { css } from '@emotion/react';
import { categoryLink, cmsPagePath } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import type { MenuCategory, MenuPage } from '../models/category';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { headerChildren } from './category-tree';
import { MenuLink } from './menu-link';
import { plainListStyles } from './menu-styles';

export interface CategoryMenuListProps {
  id: string;
  label: string;
  /** Entries of the menu; each shows its flagged children beneath it, indented (the next level). */
  categories: readonly MenuCategory[];
  /** A first entry linking to the parent category itself ("View all ..."). */
  viewAll?: MenuCategory;
  /** CMS pages after the categories, set apart by a separator (header pages the bar had no room for). */
  pages?: readonly MenuPage[];
}

/** A single-column menu of categories with their flagged sub-categories nested one level below. */
export function CategoryMenuList({ id, label, categories, viewAll, pages = [] }: CategoryMenuListProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  return (
    <ul role="menu" id={id} aria-label={label} css={plainListStyles}>
      {viewAll && (
        <li role="none">
          <MenuLink href={categoryLink(viewAll)} kind="heading">
            {tr('shell.menu.viewAll', { name: viewAll.name })}
          </MenuLink>
        </li>
      )}
      {categories.map((category) => {
        const children = headerChildren(category);
        return (
          <li role="none" key={category.id}>
            <MenuLink href={categoryLink(category)}>{category.name}</MenuLink>
            {children.length > 0 && (
              <ul
                role="group"
                aria-label={category.name}
                css={[
                  plainListStyles,
                  css`
                    margin-bottom: 0.25rem;
                  `,
                ]}
              >
                {children.map((child) => (
                  <li role="none" key={child.id}>
                    <MenuLink href={categoryLink(child)} kind="sub">
                      {child.name}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
      {pages.length > 0 && categories.length > 0 && (
        <li
          role="separator"
          css={css`
            margin: ${t.space.xs} 0;
            border-top: 1px solid ${t.look.menu.border};
          `}
        />
      )}
      {pages.map((page) => (
        <li role="none" key={`p-${page.id}`}>
          <MenuLink href={cmsPagePath(page.slug)}>{page.title}</MenuLink>
        </li>
      ))}
    </ul>
  );
}

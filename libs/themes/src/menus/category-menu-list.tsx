import { css } from '@emotion/react';
import { categoryLink } from '@storefront/domain';
import type { MenuCategory } from '../models/category';
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
}

/** A single-column menu of categories with their flagged sub-categories nested one level below. */
export function CategoryMenuList({ id, label, categories, viewAll }: CategoryMenuListProps) {
  return (
    <ul role="menu" id={id} aria-label={label} css={plainListStyles}>
      {viewAll && (
        <li role="none">
          <MenuLink href={categoryLink(viewAll)} kind="heading">
            View all {viewAll.name}
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
    </ul>
  );
}

import { css, type SerializedStyles } from '@emotion/react';
import { categoryLink } from '@storefront/domain';
import { ThemeLink } from '../links/link-context';
import { PATHS, cmsPagePath } from '../links/paths';
import { CategoryDropdown } from '../menus/category-dropdown';
import { headerChildren, splitHeaderCategories } from '../menus/category-tree';
import { MegaMenu } from '../menus/mega-menu';
import { navItemStyles } from '../menus/menu-styles';
import { MoreMenu } from '../menus/more-menu';
import type { MenuCategory, MenuPage } from '../models/category';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { navListStyles, onlyLarge } from './header-styles';

export interface MainNavProps {
  categories: readonly MenuCategory[];
  pages: readonly MenuPage[];
  /** Header categories before "More" (the domain's headerCategoryLimit). */
  limit: number;
  /** dropdown: a column list per category; mega: the full-width mega menu with image and banner. */
  menuKind: 'dropdown' | 'mega';
  bannerText: string;
  /** Leave out the Home entry (a variant whose logo already sits in this row). */
  withoutHome?: boolean;
  listCss?: SerializedStyles;
}

/**
 * The desktop navigation: Home, the first `limit` categories flagged show_on_header (those with flagged
 * children open a menu), "More" with the rest, then the header CMS pages. Hidden below 768 px.
 */
export function MainNav({ categories, pages, limit, menuKind, bannerText, withoutHome, listCss }: MainNavProps) {
  const t = useStorefrontTokens();
  const { shown, more } = splitHeaderCategories(categories, limit);
  const linkCss = navItemStyles(t);
  return (
    <nav aria-label="Main" css={[onlyLarge, css`display: flex; align-self: stretch;`]}>
      <ul css={[navListStyles, listCss]}>
        {!withoutHome && (
          <li>
            <ThemeLink href={PATHS.home} css={linkCss}>
              Home
            </ThemeLink>
          </li>
        )}
        {shown.map((category) => (
          <li key={`c-${category.id}`} data-header-category="">
            {headerChildren(category).length === 0 ? (
              <ThemeLink href={categoryLink(category)} css={linkCss}>
                {category.name}
              </ThemeLink>
            ) : menuKind === 'mega' ? (
              <MegaMenu category={category} bannerText={bannerText} />
            ) : (
              <CategoryDropdown category={category} />
            )}
          </li>
        ))}
        {more.length > 0 && (
          <li data-header-more="">
            <MoreMenu categories={more} />
          </li>
        )}
        {pages.map((page) => (
          <li key={`p-${page.id}`}>
            <ThemeLink href={cmsPagePath(page.slug)} css={linkCss}>
              {page.title}
            </ThemeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { css, type SerializedStyles } from '@emotion/react';
import { categoryLink, cmsPagePath, PAGE_PATHS } from '@storefront/domain';
import { useMediaQuery } from '@storefront/ui-kit';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@storefront/i18n';
import { ThemeLink } from '../links/link-context';
import { CategoryDropdown } from '../menus/category-dropdown';
import { headerChildren, splitHeaderCategories } from '../menus/category-tree';
import { MegaMenu } from '../menus/mega-menu';
import { navItemStyles } from '../menus/menu-styles';
import { MoreMenu } from '../menus/more-menu';
import type { MenuCategory, MenuPage } from '../models/category';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { navListStyles, onlyLarge, onlyLargeHiddenQuery } from './header-styles';
import { useNavFit, type NavFitRole } from './use-nav-fit';

export interface MainNavProps {
  categories: readonly MenuCategory[];
  pages: readonly MenuPage[];
  /** Header categories before "More" (the domain's headerCategoryLimit). */
  limit: number;
  /** dropdown: a column list per category; mega: the full-width mega menu with image and banner. */
  menuKind: 'dropdown' | 'mega';
  bannerText?: string;
  /** Leave out the Home entry (a variant whose logo already sits in this row). */
  withoutHome?: boolean;
  /**
   * Fit the bar: the nav takes the width its parent row leaves it, and entries with no room move into
   * "More" (the header pages first, then categories from the end), so the nav never runs under the logo
   * or the icons.
   */
  fit?: boolean;
  /** Where a fitted nav puts its entries in the width it takes: centred (the default) or at its start. */
  align?: 'center' | 'start';
  listCss?: SerializedStyles;
}

/**
 * An entry the bar has no room for: out of the flow (still measurable), out of sight and reach; hidden
 * visibility also takes its links out of the tab order and the accessibility tree.
 */
const leftOutStyles = css`
  position: absolute;
  top: 0;
  left: 0;
  visibility: hidden;
  pointer-events: none;
`;

function Entry({ role, leftOut, children, ...data }: { role: NavFitRole | null; leftOut?: boolean; children: ReactNode }) {
  return (
    <li
      {...data}
      data-nav-fit={role ?? undefined}
      aria-hidden={leftOut ? true : undefined}
      css={leftOut ? leftOutStyles : undefined}
    >
      {children}
    </li>
  );
}

/**
 * The desktop navigation: Home, the first `limit` categories flagged show_on_header (those with flagged
 * children open a menu), "More" with the rest, then the header CMS pages. Hidden below 768 px. With `fit`,
 * whatever the bar has no room for moves into "More" as well.
 */
export function MainNav({
  categories,
  pages,
  limit,
  menuKind,
  bannerText,
  withoutHome,
  fit = false,
  align = 'center',
  listCss,
}: MainNavProps) {
  const t = useStorefrontTokens();
  const navRef = useRef<HTMLElement>(null);
  const { shown, more } = splitHeaderCategories(categories, limit);
  // Hidden on phones (`onlyLarge`): not drawn there at all, so a phone's first render skips its entries and
  // menus, and its fitting measures nothing.
  const hidden = useMediaQuery(onlyLargeHiddenQuery);
  const kept = useNavFit(navRef, {
    enabled: fit && !hidden,
    optionalCount: shown.length + pages.length,
    moreAlways: more.length > 0,
    contentKey: [...shown.map((c) => c.name), ...pages.map((p) => p.title)].join('\n'),
  });
  const keptCategories = Math.min(kept, shown.length);
  const keptPages = Math.max(0, kept - shown.length);
  const moreCategories = [...shown.slice(keptCategories), ...more];
  const morePages = pages.slice(keptPages);
  const moreNeeded = moreCategories.length > 0 || morePages.length > 0;
  const role = (value: NavFitRole) => (fit ? value : null);
  const linkCss = navItemStyles(t);
  const tr = useT();
  if (hidden) return null;
  return (
    <nav
      ref={navRef}
      aria-label={tr('shell.header.mainNav')}
      css={[
        onlyLarge,
        css`
          display: flex;
          align-self: stretch;
        `,
        fit &&
          css`
            flex: 1;
            justify-content: ${align === 'start' ? 'flex-start' : 'center'};
            min-width: 0;
            & > ul > li {
              flex: none;
            }
          `,
      ]}
    >
      <ul css={[navListStyles, listCss]}>
        {!withoutHome && (
          <Entry role={role('fixed')}>
            <ThemeLink href={PAGE_PATHS.home} css={linkCss}>
              {tr('shell.header.home')}
            </ThemeLink>
          </Entry>
        )}
        {shown.map((category, index) => (
          <Entry key={`c-${category.id}`} role={role('optional')} leftOut={index >= keptCategories} data-header-category="">
            {headerChildren(category).length === 0 ? (
              <ThemeLink href={categoryLink(category)} css={linkCss}>
                {category.name}
              </ThemeLink>
            ) : menuKind === 'mega' ? (
              <MegaMenu category={category} bannerText={bannerText} />
            ) : (
              <CategoryDropdown category={category} />
            )}
          </Entry>
        ))}
        {(moreNeeded || fit) && (
          <Entry role={role('more')} leftOut={!moreNeeded} data-header-more="">
            <MoreMenu categories={moreCategories} pages={morePages} keepEmpty />
          </Entry>
        )}
        {pages.map((page, index) => (
          <Entry key={`p-${page.id}`} role={role('optional')} leftOut={index >= keptPages}>
            <ThemeLink href={cmsPagePath(page.slug)} css={linkCss}>
              {page.title}
            </ThemeLink>
          </Entry>
        ))}
      </ul>
    </nav>
  );
}

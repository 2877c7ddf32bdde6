import { css } from '@emotion/react';
import { categoryLink } from '@storefront/domain';
import { ChevronRightIcon } from '@storefront/ui-kit';
import { useT } from '@storefront/i18n';
import { ThemeLink } from '../links/link-context';
import type { MenuCategory } from '../models/category';
import type { StorefrontTokens } from '../tokens/theme-look';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { headerChildren } from './category-tree';
import { plainListStyles } from './menu-styles';

export interface CategoryDrillDownProps {
  /** Top-level header categories. */
  categories: readonly MenuCategory[];
  /** The categories drilled into, outermost first; empty at the top level. */
  path: readonly MenuCategory[];
  onEnter: (category: MenuCategory) => void;
  onNavigate?: () => void;
}

const entryStyles = (t: StorefrontTokens) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: 0 ${t.space.xs};
  border: 0;
  border-bottom: 1px solid ${t.colors.border};
  background: none;
  color: ${t.colors.text};
  font: inherit;
  font-size: ${t.fontSizes.sm};
  letter-spacing: ${t.look.header.navLetterSpacing};
  text-transform: ${t.look.header.navTransform};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: ${t.colors.hover};
  }
  &:focus-visible {
    outline: 2px solid ${t.colors.text};
    outline-offset: -2px;
  }
`;

/** One level of the Garment drill-down menu: sub-categories open the next level, the rest are links. */
export function CategoryDrillDown({ categories, path, onEnter, onNavigate }: CategoryDrillDownProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  const current = path[path.length - 1];
  const entries = current ? headerChildren(current) : categories;
  return (
    <ul css={plainListStyles} aria-label={current ? current.name : tr('shell.menu.categories')}>
      {current && (
        <li>
          <ThemeLink
            href={categoryLink(current)}
            onClick={onNavigate}
            css={[
              entryStyles(t),
              css`
                font-weight: ${t.fontWeights.bold};
              `,
            ]}
          >
            {tr('shell.menu.viewAll', { name: current.name })}
          </ThemeLink>
        </li>
      )}
      {entries.map((category) => (
        <li key={category.id}>
          {path.length < 2 && headerChildren(category).length > 0 ? (
            <button type="button" onClick={() => onEnter(category)} css={entryStyles(t)}>
              {category.name}
              <ChevronRightIcon size="1em" />
            </button>
          ) : (
            <ThemeLink href={categoryLink(category)} onClick={onNavigate} css={entryStyles(t)}>
              {category.name}
            </ThemeLink>
          )}
        </li>
      ))}
    </ul>
  );
}

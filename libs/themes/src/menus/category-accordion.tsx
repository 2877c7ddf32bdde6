import { css } from '@emotion/react';
import { categoryLink } from '@storefront/domain';
import { ChevronDownIcon } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { useT } from '@storefront/i18n';
import { ThemeLink } from '../links/link-context';
import type { MenuCategory } from '../models/category';
import type { StorefrontTokens } from '../tokens/theme-look';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { headerChildren } from './category-tree';
import { plainListStyles } from './menu-styles';

export interface CategoryAccordionProps {
  categories: readonly MenuCategory[];
  /** Called after a link is followed (closes the drawer). */
  onNavigate?: () => void;
}

const rowStyles = (t: StorefrontTokens, depth: number) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: ${t.space.xs} ${t.space.sm} ${t.space.xs} calc(${t.space.sm} + ${depth} * ${t.space.md});
  border: 0;
  border-bottom: 1px solid ${t.colors.border};
  background: none;
  color: ${t.colors.text};
  font: inherit;
  font-weight: ${depth === 0 ? t.fontWeights.medium : t.fontWeights.regular};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: ${t.colors.hover};
  }
  &:focus-visible {
    outline: 2px solid ${t.colors.primary};
    outline-offset: -2px;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

function AccordionEntry({ category, depth, onNavigate }: { category: MenuCategory; depth: number; onNavigate?: () => void }) {
  const tr = useT();
  const t = useStorefrontTokens();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const children = depth < 2 ? headerChildren(category) : [];
  if (children.length === 0) {
    return (
      <li>
        <ThemeLink href={categoryLink(category)} onClick={onNavigate} css={rowStyles(t, depth)}>
          {category.name}
        </ThemeLink>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        css={rowStyles(t, depth)}
      >
        {category.name}
        <ChevronDownIcon size="1em" />
      </button>
      <ul id={panelId} hidden={!open} css={plainListStyles}>
        <li>
          <ThemeLink href={categoryLink(category)} onClick={onNavigate} css={rowStyles(t, depth + 1)}>
            {tr('shell.menu.viewAll', { name: category.name })}
          </ThemeLink>
        </li>
        {children.map((child) => (
          <AccordionEntry key={child.id} category={child} depth={depth + 1} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** The small-screen category list: each category with sub-categories expands in place (three levels). */
export function CategoryAccordion({ categories, onNavigate }: CategoryAccordionProps) {
  const tr = useT();
  return (
    <ul css={plainListStyles} aria-label={tr('shell.menu.categories')}>
      {categories.map((category) => (
        <AccordionEntry key={category.id} category={category} depth={0} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

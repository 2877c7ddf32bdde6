import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { ThemeLink } from '../links/link-context';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { menuHeadingItemStyles, menuItemStyles, menuSubItemStyles } from './menu-styles';

export interface MenuLinkProps {
  href: string;
  children: ReactNode;
  /** heading: a column's title; sub: a third-level entry. */
  kind?: 'item' | 'heading' | 'sub';
}

/** An item of a header menu: reached with the arrow keys, not Tab (the menu keeps one tab stop). */
export function MenuLink({ href, children, kind = 'item' }: MenuLinkProps) {
  const t = useStorefrontTokens();
  return (
    <ThemeLink
      href={href}
      role="menuitem"
      tabIndex={-1}
      css={[
        menuItemStyles(t),
        kind === 'heading' && menuHeadingItemStyles(t),
        kind === 'sub' && menuSubItemStyles(t),
        css`
          overflow-wrap: anywhere;
        `,
      ]}
    >
      {children}
    </ThemeLink>
  );
}

import { css } from '@emotion/react';
import type { ThemeTokens } from '@storefront/ui-kit';

/**
 * The rows of product lists outside the product screens: the cart's lines and totals (cart drawer and
 * checkout summary) and the wishlist drawer's items.
 */

export const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A drawer row's product picture (cart line, wishlist item): a fixed square at every width. */
export const DRAWER_THUMB_PX = 64;

export const rowStyles = (t: ThemeTokens) => css`
  display: flex;
  align-items: flex-start;
  gap: ${t.space.md};
  padding: ${t.space.md} 0;
  border-bottom: 1px solid ${t.colors.border};
`;

export const rowBodyStyles = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export const nameLinkStyles = (t: ThemeTokens) => css`
  color: inherit;
  font-weight: ${t.fontWeights.medium};
  text-decoration: none;
  &:hover {
    color: ${t.colors.hover};
  }
`;

export const emptyStyles = (t: ThemeTokens) => css`
  margin: ${t.space.xl} 0;
  text-align: center;
  color: ${t.colors.muted};
`;

export const mutedStyles = (t: ThemeTokens) => css`
  color: ${t.colors.muted};
  font-size: ${t.fontSizes.sm};
`;

export const summaryRowStyles = css`
  display: flex;
  justify-content: space-between;
  margin: 0 0 8px;
`;

import { css } from '@emotion/react';
import { SEARCH_PLACEHOLDERS } from '@storefront/domain';
import { SearchIcon, useHydrated } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { useT } from '@storefront/i18n';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { waitingForApp } from './header-styles';

export interface SearchTriggerProps {
  onSearchOpen: () => void;
  /** The app's live search box; replaces the button when given. */
  searchBox?: ReactNode;
  /** dark: on a dark bar. */
  tone?: 'light' | 'dark';
}

/**
 * A search box in the bar: the app's own when it passes one, else a box-shaped button with the header
 * placeholder ("Search for products") that opens the search panel.
 */
export function SearchTrigger({ onSearchOpen, searchBox, tone = 'light' }: SearchTriggerProps) {
  const t = useStorefrontTokens();
  const hydrated = useHydrated();
  const tr = useT();
  if (searchBox) return <>{searchBox}</>;
  const dark = tone === 'dark';
  return (
    <button
      type="button"
      aria-label={tr('shell.header.search')}
      disabled={!hydrated}
      onClick={onSearchOpen}
      css={[
        waitingForApp,
        css`
          display: flex;
          align-items: center;
          gap: ${t.space.sm};
          width: 100%;
          min-height: 42px;
          padding: 0 ${t.space.md};
          border: 2px solid ${dark ? t.look.header.border : t.colors.primary};
          border-radius: ${t.radii.pill};
          background: ${dark ? t.look.header.strip.background : t.colors.background};
          color: ${dark ? t.look.header.muted : t.colors.muted};
          font: inherit;
          font-size: ${t.fontSizes.sm};
          text-align: left;
          cursor: text;
          &:hover {
            border-color: ${dark ? t.look.accent : t.colors.hover};
          }
          &:focus-visible {
            outline: none;
            box-shadow: ${t.shadows.focus};
          }
          svg {
            flex: none;
            color: ${dark ? t.look.accent : t.colors.primary};
          }
        `,
      ]}
    >
      <SearchIcon />
      <span>{SEARCH_PLACEHOLDERS.header}</span>
    </button>
  );
}

import { css } from '@emotion/react';
import { Badge, CartIcon, HeartIcon, IconButton, SearchIcon, UserIcon, useHydrated } from '@storefront/ui-kit';
import { useT } from '@storefront/i18n';
import type { HeaderActions, HeaderModel } from '../models/header-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { onlyLarge, onlySmall, waitingForApp } from './header-styles';
import { countLabel } from './icon-labels';

export interface HeaderIconsProps {
  model: Pick<HeaderModel, 'wishlistCount' | 'cartCount' | 'signedIn'>;
  actions: Pick<HeaderActions, 'onSearchOpen' | 'onAccount' | 'onCart' | 'onWishlist'>;
  /**
   * Where the search icon shows: always; only below 768 px (a search box in the bar on large screens); or
   * none (a search box on every size).
   */
  search?: 'always' | 'small' | 'none';
  /** Icon colour: the bar's text colour. */
  color?: string;
}

/**
 * Search, wishlist (badge wishlist_count), account and cart (badge total_quantity). Below 768 px only
 * search stays in the bar; the others move to the drawer and the mobile bottom bar.
 */
export function HeaderIcons({ model, actions, search = 'always', color }: HeaderIconsProps) {
  const t = useStorefrontTokens();
  const hydrated = useHydrated();
  const tr = useT();
  const iconCss = css`
    color: ${color ?? t.look.header.text};
    &:hover:not(:disabled) {
      color: ${color ?? t.look.header.text};
      background: transparent;
      box-shadow: inset 0 0 0 2px ${t.look.accent};
    }
    ${waitingForApp}
  `;
  // The theme's accent, so badges stand out on dark bars too.
  const badgeCss = css`
    background: ${t.look.accent};
    color: ${t.look.onAccent};
  `;
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        gap: ${t.space.xs};
        flex: none;
      `}
    >
      {search !== 'none' && (
        <IconButton aria-label={tr('shell.header.search')} disabled={!hydrated} onClick={actions.onSearchOpen} css={[iconCss, search === 'small' && onlySmall]}>
          <SearchIcon />
        </IconButton>
      )}
      <IconButton
        aria-label={countLabel(tr, tr('shell.header.wishlist'), model.wishlistCount)}
        disabled={!hydrated}
        onClick={actions.onWishlist}
        css={[iconCss, onlyLarge]}
      >
        <HeartIcon />
        <Badge count={model.wishlistCount} floating aria-hidden="true" css={badgeCss} />
      </IconButton>
      <IconButton aria-label={tr('shell.header.account')} disabled={!hydrated} onClick={actions.onAccount} css={[iconCss, onlyLarge]}>
        <UserIcon />
      </IconButton>
      <IconButton aria-label={countLabel(tr, tr('shell.header.cart'), model.cartCount)} disabled={!hydrated} onClick={actions.onCart} css={[iconCss, onlyLarge]}>
        <CartIcon />
        <Badge count={model.cartCount} floating aria-hidden="true" css={badgeCss} />
      </IconButton>
    </div>
  );
}

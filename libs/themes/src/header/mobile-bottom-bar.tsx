import { css } from '@emotion/react';
import { PAGE_PATHS } from '@storefront/domain';
import { Badge, BOTTOM_BAR_HIDDEN_FROM_PX, CartIcon, HeartIcon, HomeIcon, useHydrated, UserIcon } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { useT } from '@storefront/i18n';
import { LinkProvider, ThemeLink } from '../links/link-context';
import type { RenderLink } from '../links/link-props';
import type { StorefrontTokens } from '../tokens/theme-look';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { waitingForApp } from './header-styles';
import { countLabel } from './icon-labels';

export interface MobileBottomBarProps {
  signedIn: boolean;
  cartCount: number;
  wishlistCount: number;
  onCart: () => void;
  onWishlist: () => void;
  /** Signed out: "Login" opens the sign-in prompt. */
  onLogin: () => void;
  renderLink?: RenderLink;
}

const itemStyles = (t: StorefrontTokens) => css`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 56px;
  padding: 0;
  border: 0;
  background: none;
  color: ${t.colors.text};
  font: inherit;
  font-size: ${t.fontSizes.xs};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: ${t.colors.hover};
  }
  &:focus-visible {
    outline: 2px solid ${t.colors.primary};
    outline-offset: -2px;
  }
`;

const badgeSpot = css`
  position: absolute;
  top: 4px;
  left: calc(50% + 4px);
`;

function Item({ icon, label, badge }: { icon: ReactNode; label: string; badge?: number }) {
  return (
    <>
      {icon}
      <span>{label}</span>
      {badge !== undefined && <Badge count={badge} aria-hidden="true" css={badgeSpot} />}
    </>
  );
}

/**
 * The phone-width bar fixed to the bottom of the screen: Home, Cart, Wish, and Account (/my-account) when
 * signed in or Login when not. Hidden at 776 px and wider. The app renders it once, outside the header.
 */
export function MobileBottomBar({ signedIn, cartCount, wishlistCount, onCart, onWishlist, onLogin, renderLink }: MobileBottomBarProps) {
  const t = useStorefrontTokens();
  const item = [itemStyles(t), waitingForApp];
  const hydrated = useHydrated();
  const tr = useT();
  return (
    <LinkProvider renderLink={renderLink}>
      <nav
        aria-label={tr('shell.bottomBar.label')}
        data-mobile-bottom-bar=""
        css={css`
          position: fixed;
          left: 0;
          right: 0;
          bottom: 0;
          z-index: ${t.zIndices.header};
          display: flex;
          padding-bottom: env(safe-area-inset-bottom, 0);
          border-top: 1px solid ${t.colors.border};
          background: ${t.colors.background};
          box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.08);
          font-family: ${t.fonts.body};
          @media (min-width: ${BOTTOM_BAR_HIDDEN_FROM_PX}px) {
            display: none;
          }
        `}
      >
        <ThemeLink href={PAGE_PATHS.home} css={item}>
          <Item icon={<HomeIcon />} label={tr('shell.header.home')} />
        </ThemeLink>
        <button type="button" disabled={!hydrated} onClick={onCart} aria-label={countLabel(tr, tr('shell.header.cart'), cartCount)} css={item}>
          <Item icon={<CartIcon />} label={tr('shell.header.cart')} badge={cartCount} />
        </button>
        <button type="button" disabled={!hydrated} onClick={onWishlist} aria-label={countLabel(tr, tr('shell.bottomBar.wish'), wishlistCount)} css={item}>
          <Item icon={<HeartIcon />} label={tr('shell.bottomBar.wish')} badge={wishlistCount} />
        </button>
        {signedIn ? (
          <ThemeLink href={PAGE_PATHS.myAccount} css={item}>
            <Item icon={<UserIcon />} label={tr('shell.header.account')} />
          </ThemeLink>
        ) : (
          <button type="button" disabled={!hydrated} onClick={onLogin} css={item}>
            <Item icon={<UserIcon />} label={tr('shell.bottomBar.login')} />
          </button>
        )}
      </nav>
    </LinkProvider>
  );
}

import { css } from '@emotion/react';
import { PAGE_PATHS } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { ThemeLink } from '../links/link-context';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';

export interface StoreLogoProps {
  storeName: string;
  logoUrl?: string | null;
  /** Logo height in px. */
  height?: number;
  /** Show the name as a wordmark in the heading font when there is no logo (or always). */
  wordmark?: 'fallback' | 'always';
}

/** The store's logo linking home; the store name as a wordmark when there is no logo. */
export function StoreLogo({ storeName, logoUrl, height = 40, wordmark = 'fallback' }: StoreLogoProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  const showName = wordmark === 'always' || !logoUrl;
  return (
    <ThemeLink
      href={PAGE_PATHS.home}
      aria-label={tr('shell.header.storeHome', { store: storeName || tr('shell.header.storeFallback') })}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${t.space.sm};
        flex: none;
        max-width: 100%;
        color: inherit;
        text-decoration: none;
        &:focus-visible {
          outline: 2px solid ${t.look.accent};
          outline-offset: 2px;
        }
      `}
    >
      {logoUrl && (
        <img
          src={logoUrl}
          alt=""
          // A square box until the logo has loaded (most logos are marks): the space is kept, and
          // width: auto then takes the logo's own shape.
          width={height}
          height={height}
          css={css`
            display: block;
            height: ${height}px;
            width: auto;
            max-width: 180px;
            object-fit: contain;
          `}
        />
      )}
      {showName && (
        <span
          css={css`
            font-family: ${t.fonts.heading};
            font-size: ${t.fontSizes.xl};
            font-weight: ${t.fontWeights.bold};
            letter-spacing: ${t.look.header.navTransform === 'uppercase' ? '0.06em' : '0'};
            white-space: nowrap;
            min-width: 0;
            overflow: hidden;
            text-overflow: ellipsis;
          `}
        >
          {storeName}
        </span>
      )}
    </ThemeLink>
  );
}

import { css } from '@emotion/react';
import { PAGE_PATHS } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { ThemeLink } from '../links/link-context';
import type { FooterModel } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';

/** The store's logo (or its name as a wordmark) linking home. */
export function FooterLogo({ model, height = 44 }: { model: Pick<FooterModel, 'storeName' | 'logoUrl' | 'host'>; height?: number }) {
  const t = useStorefrontTokens();
  const tr = useT();
  const name = model.storeName?.trim() || model.host;
  return (
    <ThemeLink
      href={PAGE_PATHS.home}
      aria-label={tr('shell.footer.logoHome', { name })}
      css={css`
        display: inline-flex;
        color: inherit;
        text-decoration: none;
        &:focus-visible {
          outline: 2px solid ${t.look.accent};
          outline-offset: 2px;
        }
      `}
    >
      {model.logoUrl ? (
        <img src={model.logoUrl} alt="" width={height} height={height} css={{ display: 'block', height, width: 'auto', maxWidth: 200 }} />
      ) : (
        <span
          css={css`
            font-family: ${t.fonts.heading};
            font-size: ${t.fontSizes.xxl};
            font-weight: ${t.fontWeights.bold};
          `}
        >
          {name}
        </span>
      )}
    </ThemeLink>
  );
}

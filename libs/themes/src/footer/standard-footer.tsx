import { css } from '@emotion/react';
import type { FooterProps } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FooterBottom } from './footer-bottom';
import { FooterColumns } from './footer-columns';
import { FooterLogo } from './footer-logo';
import { FooterShell } from './footer-shell';
import { footerInnerStyles } from './footer-styles';
import { SocialLinks } from './social-links';

/** Standard: a light, neutral footer; the brand column (logo, social) beside four link columns. */
export function StandardFooter({ model, renderLink }: FooterProps) {
  const t = useStorefrontTokens();
  return (
    <FooterShell variant="standard" loading={model.loading} renderLink={renderLink}>
      <div
        css={[
          footerInnerStyles(t),
          css`
            display: flex;
            flex-wrap: wrap;
            gap: ${t.space.xl};
            padding-top: ${t.space.xl};
            padding-bottom: ${t.space.xl};
          `,
        ]}
      >
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: ${t.space.md};
            flex: 0 1 240px;
          `}
        >
          <FooterLogo model={model} />
          <SocialLinks social={model.social} />
        </div>
        <FooterColumns model={model} />
      </div>
      <FooterBottom model={model} />
    </FooterShell>
  );
}

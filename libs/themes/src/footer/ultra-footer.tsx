import { css } from '@emotion/react';
import type { FooterProps } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FooterBottom } from './footer-bottom';
import { FooterColumns } from './footer-columns';
import { FooterLogo } from './footer-logo';
import { FooterShell } from './footer-shell';
import { footerInnerStyles } from './footer-styles';
import { SocialLinks } from './social-links';
import { SubscribePanel } from './subscribe-panel';

/** Ultra: black, loud and square; a full-width yellow subscribe band on top, heavy uppercase headings. */
export function UltraFooter({ model, renderLink }: FooterProps) {
  const t = useStorefrontTokens();
  const band = t.look.footer.band;
  return (
    <FooterShell variant="ultra" loading={model.loading} renderLink={renderLink}>
      <div
        css={css`
          background: ${band.background};
          color: ${band.text};
          border-bottom: 4px solid ${band.border};
        `}
      >
        <div
          css={[
            footerInnerStyles(t),
            css`
              padding-top: ${t.space.xl};
              padding-bottom: ${t.space.xl};
              h2 {
                font-size: ${t.fontSizes.xxxl};
                text-transform: uppercase;
                letter-spacing: -0.01em;
              }
            `,
          ]}
        >
          <SubscribePanel model={model} titleId="shell.footer.getTheDrop" />
        </div>
      </div>
      <div
        css={[
          footerInnerStyles(t),
          css`
            display: grid;
            grid-template-columns: minmax(200px, 1fr) 3fr;
            gap: ${t.space.xl};
            padding-top: ${t.space.xxl};
            padding-bottom: ${t.space.xl};
            font-size: ${t.fontSizes.md};
            @media (max-width: 767.98px) {
              grid-template-columns: 1fr;
            }
          `,
        ]}
      >
        <div css={css`display: flex; flex-direction: column; gap: ${t.space.lg};`}>
          <FooterLogo model={model} height={56} />
          <SocialLinks social={model.social} shape="square" />
        </div>
        <FooterColumns model={model} />
      </div>
      <FooterBottom model={model} extraCss={css`border-top-width: 4px;`} />
    </FooterShell>
  );
}

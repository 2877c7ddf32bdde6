import { css } from '@emotion/react';
import type { FooterProps } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FooterBottom } from './footer-bottom';
import { FooterColumns } from './footer-columns';
import { FooterLogo } from './footer-logo';
import { FooterShell } from './footer-shell';
import { footerInnerStyles } from './footer-styles';
import { SocialLinks } from './social-links';

/** Garment: editorial black; the store's name set large and spaced, its address beneath, then the links. */
export function GarmentFooter({ model, renderLink }: FooterProps) {
  const t = useStorefrontTokens();
  const address = model.address?.trim();
  return (
    <FooterShell variant="garment" loading={model.loading} renderLink={renderLink}>
      <div
        css={[
          footerInnerStyles(t),
          css`
            display: grid;
            grid-template-columns: minmax(220px, 1fr) 2fr;
            gap: ${t.space.xl};
            padding-top: ${t.space.xxl};
            padding-bottom: ${t.space.xl};
            @media (max-width: 767.98px) {
              grid-template-columns: 1fr;
            }
          `,
        ]}
      >
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: ${t.space.md};
            a span {
              font-size: clamp(1.75rem, 7vw, ${t.fontSizes.xxxl});
              overflow-wrap: anywhere;
              font-weight: ${t.fontWeights.regular};
              letter-spacing: 0.14em;
              text-transform: uppercase;
            }
          `}
        >
          <FooterLogo model={model} height={56} />
          {address && (
            <address
              css={css`
                color: ${t.look.footer.muted};
                font-style: normal;
                white-space: pre-line;
              `}
            >
              {address}
            </address>
          )}
          <SocialLinks social={model.social} shape="square" />
        </div>
        <FooterColumns model={model} helpTitle="customerCare" />
      </div>
      <FooterBottom model={model} extraCss={css`text-transform: uppercase; letter-spacing: 0.08em; font-size: ${t.fontSizes.xs};`} />
    </FooterShell>
  );
}

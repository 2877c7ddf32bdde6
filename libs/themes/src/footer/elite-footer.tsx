import { css } from '@emotion/react';
import type { FooterProps } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FooterBottom } from './footer-bottom';
import { FooterColumns } from './footer-columns';
import { FooterLogo } from './footer-logo';
import { FooterShell } from './footer-shell';
import { footerInnerStyles } from './footer-styles';
import { SocialLinks } from './social-links';

/** Elite: espresso and gold, everything centred with generous space and hairline rules. */
export function EliteFooter({ model, renderLink }: FooterProps) {
  const t = useStorefrontTokens();
  return (
    <FooterShell variant="elite" loading={model.loading} renderLink={renderLink}>
      <div
        css={[
          footerInnerStyles(t),
          css`
            display: flex;
            flex-direction: column;
            align-items: center;
            gap: ${t.space.lg};
            padding-top: ${t.space.xxl};
            padding-bottom: ${t.space.xl};
            text-align: center;
          `,
        ]}
      >
        <FooterLogo model={model} height={52} />
        <span
          aria-hidden="true"
          css={css`
            width: 64px;
            height: 1px;
            background: ${t.look.footer.heading};
          `}
        />
        <FooterColumns
          model={model}
          helpTitle="customerCare"
          extraCss={css`
            width: 100%;
            max-width: 960px;
            text-align: center;
            ul {
              align-items: center;
            }
          `}
        />
        <SocialLinks social={model.social} />
      </div>
      <FooterBottom model={model} align="center" />
    </FooterShell>
  );
}

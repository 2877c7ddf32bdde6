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

/** Cosmetic: blush pink and soft; a rounded subscribe card floats at the top, social icons centred below. */
export function CosmeticFooter({ model, renderLink }: FooterProps) {
  const t = useStorefrontTokens();
  const band = t.look.footer.band;
  return (
    <FooterShell variant="cosmetic" loading={model.loading} renderLink={renderLink}>
      <div css={[footerInnerStyles(t), css`padding-top: ${t.space.xl};`]}>
        <div
          css={css`
            max-width: 720px;
            margin: 0 auto;
            padding: ${t.space.xl} ${t.space.lg};
            border: 1px solid ${band.border};
            border-radius: ${t.radii.lg};
            background: ${band.background};
            color: ${band.text};
            box-shadow: ${t.shadows.md};
          `}
        >
          <SubscribePanel model={model} titleId="shell.footer.beautyNotes" align="center" />
        </div>
      </div>
      <div
        css={[
          footerInnerStyles(t),
          css`
            display: flex;
            flex-direction: column;
            gap: ${t.space.xl};
            padding-top: ${t.space.xl};
            padding-bottom: ${t.space.xl};
          `,
        ]}
      >
        <div css={css`display: flex; justify-content: center;`}>
          <FooterLogo model={model} />
        </div>
        <FooterColumns model={model} helpTitle="customerCare" />
        <div css={css`display: flex; justify-content: center;`}>
          <SocialLinks social={model.social} />
        </div>
      </div>
      <FooterBottom model={model} align="center" />
    </FooterShell>
  );
}

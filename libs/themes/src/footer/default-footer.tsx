import { css } from '@emotion/react';
import type { FooterProps } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FooterBottom } from './footer-bottom';
import { FooterColumns } from './footer-columns';
import { FooterLogo } from './footer-logo';
import { FooterShell } from './footer-shell';
import { footerInnerStyles } from './footer-styles';
import { SocialLinks } from './social-links';

/** Default: a deep-teal footer; logo and social links above the four link columns, a darker bottom band. */
export function DefaultFooter({ model, renderLink }: FooterProps) {
  const t = useStorefrontTokens();
  return (
    <FooterShell variant="default" loading={model.loading} renderLink={renderLink}>
      <div
        css={[
          footerInnerStyles(t),
          css`
            display: flex;
            flex-direction: column;
            gap: ${t.space.lg};
            padding-top: ${t.space.xl};
            padding-bottom: ${t.space.xl};
          `,
        ]}
      >
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: space-between;
            gap: ${t.space.md};
            padding-bottom: ${t.space.lg};
            border-bottom: 1px solid ${t.look.footer.border};
          `}
        >
          <FooterLogo model={model} />
          <SocialLinks social={model.social} />
        </div>
        <FooterColumns model={model} />
      </div>
      <FooterBottom model={model} band={t.look.footer.band} />
    </FooterShell>
  );
}

import { css } from '@emotion/react';
import { useT } from '@storefront/i18n';
import type { FooterProps } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FooterBottom } from './footer-bottom';
import { FooterColumns } from './footer-columns';
import { FooterLogo } from './footer-logo';
import { FooterShell } from './footer-shell';
import { footerInnerStyles } from './footer-styles';
import { SocialLinks } from './social-links';

/** Electronic: dark with electric-blue headings; a support strip on top and a separate bottom band. */
export function ElectronicFooter({ model, renderLink }: FooterProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  const band = t.look.footer.band;
  const phone = model.carePhone?.trim();
  return (
    <FooterShell variant="electronic" loading={model.loading} renderLink={renderLink}>
      <div css={css`border-bottom: 1px solid ${t.look.footer.border};`}>
        <div
          css={[
            footerInnerStyles(t),
            css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              justify-content: space-between;
              gap: ${t.space.md};
              padding-top: ${t.space.lg};
              padding-bottom: ${t.space.lg};
            `,
          ]}
        >
          <FooterLogo model={model} height={40} />
          {phone && (
            <p css={css`margin: 0; color: ${t.look.footer.muted};`}>
              {tr('shell.footer.needHelpCall')}{' '}
              <strong css={css`color: ${t.look.footer.text}; font-family: ${t.fonts.mono};`}>{phone}</strong>
            </p>
          )}
          <SocialLinks social={model.social} />
        </div>
      </div>
      <div css={[footerInnerStyles(t), css`padding-top: ${t.space.xl}; padding-bottom: ${t.space.xl};`]}>
        <FooterColumns model={model} helpTitle="customerCare" />
      </div>
      <FooterBottom model={model} band={band} />
    </FooterShell>
  );
}

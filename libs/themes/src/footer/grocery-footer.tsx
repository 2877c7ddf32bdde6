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

/** Grocery: a light-green subscribe strip with the form inline, then a deep green, dense block of links. */
export function GroceryFooter({ model, renderLink }: FooterProps) {
  const t = useStorefrontTokens();
  const band = t.look.footer.band;
  return (
    <FooterShell variant="grocery" loading={model.loading} renderLink={renderLink}>
      <div css={css`background: ${band.background}; color: ${band.text};`}>
        <div
          css={[
            footerInnerStyles(t),
            css`
              padding-top: ${t.space.lg};
              padding-bottom: ${t.space.lg};
              & > section {
                display: grid;
                grid-template-columns: auto 1fr;
                grid-template-areas: 'title form' 'text form';
                column-gap: ${t.space.xl};
                align-items: center;
                @media (max-width: 767.98px) {
                  grid-template-columns: 1fr;
                  grid-template-areas: 'title' 'text' 'form';
                }
              }
              h2 {
                grid-area: title;
              }
              section > p {
                grid-area: text;
              }
              form,
              [data-subscribe-placeholder] {
                grid-area: form;
                justify-self: end;
              }
            `,
          ]}
        >
          <SubscribePanel model={model} titleId="shell.footer.freshDeals" />
        </div>
      </div>
      <div
        css={[
          footerInnerStyles(t),
          css`
            display: flex;
            flex-wrap: wrap;
            gap: ${t.space.xl};
            padding-top: ${t.space.xl};
            padding-bottom: ${t.space.lg};
          `,
        ]}
      >
        <div css={css`display: flex; flex-direction: column; gap: ${t.space.md}; flex: 0 1 220px;`}>
          <FooterLogo model={model} height={40} />
          <SocialLinks social={model.social} />
        </div>
        <FooterColumns model={model} helpTitle="customerCare" />
      </div>
      <FooterBottom model={model} />
    </FooterShell>
  );
}

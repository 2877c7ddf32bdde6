import { css, type SerializedStyles } from '@emotion/react';
import { useT } from '@storefront/i18n';
import type { FooterModel } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FooterLinkList } from './footer-link-list';
import { helpLinks, informationLinks, quickLinks, topCategoryLinks } from './footer-links';

export interface FooterColumnsProps {
  model: Pick<FooterModel, 'infoPages' | 'topCategories' | 'supportEmail' | 'carePhone'>;
  /** The last column's heading: "Help" or "Customer care". */
  helpTitle?: 'help' | 'customerCare';
  extraCss?: SerializedStyles;
}

/** Information, Top Categories, Quick Links and Help/Customer care as columns that wrap on small screens. */
export function FooterColumns({ model, helpTitle = 'help', extraCss }: FooterColumnsProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  return (
    <div
      css={[
        css`
          display: grid;
          grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
          gap: ${t.space.lg};
          flex: 1;
        `,
        extraCss,
      ]}
    >
      <FooterLinkList title={tr('shell.footer.information')} links={informationLinks(model.infoPages)} />
      <FooterLinkList title={tr('shell.footer.topCategories')} links={topCategoryLinks(model.topCategories)} />
      <FooterLinkList title={tr('shell.footer.quickLinks')} links={quickLinks(tr)} />
      <FooterLinkList title={helpTitle === 'help' ? tr('shell.footer.help') : tr('shell.footer.customerCare')}
        links={helpLinks(tr, model.supportEmail, model.carePhone)} />
    </div>
  );
}

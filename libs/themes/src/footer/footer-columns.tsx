import { css, type SerializedStyles } from '@emotion/react';
import type { FooterModel } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FooterLinkList } from './footer-link-list';
import { helpLinks, informationLinks, quickLinks, topCategoryLinks } from './footer-links';

export interface FooterColumnsProps {
  model: Pick<FooterModel, 'infoPages' | 'topCategories' | 'supportEmail' | 'carePhone'>;
  /** "Help" or "Customer care". */
  helpTitle?: string;
  extraCss?: SerializedStyles;
}

/** Information, Top Categories, Quick Links and Help/Customer care as columns that wrap on small screens. */
export function FooterColumns({ model, helpTitle = 'Help', extraCss }: FooterColumnsProps) {
  const t = useStorefrontTokens();
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
      <FooterLinkList title="Information" links={informationLinks(model.infoPages)} />
      <FooterLinkList title="Top Categories" links={topCategoryLinks(model.topCategories)} />
      <FooterLinkList title="Quick Links" links={quickLinks()} />
      <FooterLinkList title={helpTitle} links={helpLinks(model.supportEmail, model.carePhone)} />
    </div>
  );
}

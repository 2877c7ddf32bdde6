import { LanguageSwitch } from '@storefront/ui-kit';
import { css, type SerializedStyles } from '@emotion/react';
import { floatingClearanceStyles } from '../floating/floating-slot';
import type { FooterModel } from '../models/footer-model';
import type { ChromeColors } from '../tokens/theme-look';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { Copyright } from './copyright';
import { footerInnerStyles } from './footer-styles';
import { PaymentMethods } from './payment-methods';
import { PoweredBy } from './powered-by';

export interface FooterBottomProps {
  model: Pick<FooterModel, 'storeName' | 'host' | 'year' | 'hidePoweredBy' | 'languageSwitch'>;
  /** A band of its own colours; otherwise a rule above, in the footer's colours. */
  band?: ChromeColors;
  align?: 'spread' | 'center';
  extraCss?: SerializedStyles;
}

/**
 * The last row: copyright, the powered-by credit (unless hidden) and the payment-methods image, then room
 * for the floating buttons (they stay clear of the badge and every link once the page is scrolled to its end).
 */
export function FooterBottom({ model, band, align = 'spread', extraCss }: FooterBottomProps) {
  const t = useStorefrontTokens();
  return (
    <div
      css={[
        css`
          border-top: 1px solid ${band?.border ?? t.look.footer.border};
          background: ${band?.background ?? 'transparent'};
          color: ${band?.text ?? 'inherit'};
        `,
        floatingClearanceStyles(t),
        extraCss,
      ]}
    >
      <div
        css={[
          footerInnerStyles(t),
          css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: ${align === 'center' ? 'center' : 'space-between'};
            flex-direction: ${align === 'center' ? 'column' : 'row'};
            gap: ${t.space.sm} ${t.space.lg};
            padding-top: ${t.space.md};
            padding-bottom: ${t.space.md};
            text-align: ${align === 'center' ? 'center' : 'left'};
          `,
        ]}
      >
        <Copyright model={model} />
        {model.languageSwitch && <LanguageSwitch {...model.languageSwitch} />}
        <PoweredBy hidden={model.hidePoweredBy} />
        <PaymentMethods css={{ maxWidth: '100%', height: 'auto' }} />
      </div>
    </div>
  );
}

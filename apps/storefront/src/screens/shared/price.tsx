import { css } from '@emotion/react';
import { useT } from '@storefront/i18n';
import { VisuallyHidden, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores';

export interface PriceProps {
  price: number;
  /** The former price, struck through when present and higher than the price. */
  comparePrice?: number | null;
  size?: 'md' | 'lg';
}

/** price_with_tax with the store's currency symbol, and the struck compare price. */
export const Price = observer(function Price({ price, comparePrice, size = 'md' }: PriceProps) {
  const t = useTokens();
  const tr = useT();
  const { settings } = useStores();
  const showCompare = typeof comparePrice === 'number' && comparePrice > price;
  return (
    <p
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: ${t.space.sm};
        margin: 0;
      `}
    >
      <span
        css={css`
          font-size: ${size === 'lg' ? t.fontSizes.xxl : t.fontSizes.md};
          font-weight: ${t.fontWeights.bold};
        `}
      >
        {showCompare && <VisuallyHidden>{`${tr('browse.price.label')} `}</VisuallyHidden>}
        {settings.formatPrice(price)}
      </span>
      {showCompare && (
        <s
          css={css`
            color: ${t.colors.muted};
            font-size: ${size === 'lg' ? t.fontSizes.lg : t.fontSizes.sm};
          `}
        >
          <VisuallyHidden>{`${tr('browse.price.was')} `}</VisuallyHidden>
          {settings.formatPrice(comparePrice)}
        </s>
      )}
    </p>
  );
});

import { css } from '@emotion/react';
import { useT } from '@storefront/i18n';
import { VisuallyHidden, madeOnce, perTokens, useTokens, type ThemeTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores';

export interface PriceProps {
  price: number;
  /** The former price, struck through when present and higher than the price. */
  comparePrice?: number | null;
  size?: 'md' | 'lg';
}

const priceStyles = perTokens((t: ThemeTokens) => ({
  line: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${t.space.sm};
    margin: 0;
  `,
  price: madeOnce(
    (size: 'md' | 'lg') => css`
      font-size: ${size === 'lg' ? t.fontSizes.xxl : t.fontSizes.md};
      font-weight: ${t.fontWeights.bold};
    `,
  ),
  compare: madeOnce(
    (size: 'md' | 'lg') => css`
      color: ${t.colors.muted};
      font-size: ${size === 'lg' ? t.fontSizes.lg : t.fontSizes.sm};
    `,
  ),
}));

/** price_with_tax with the store's currency symbol, and the struck compare price. */
export const Price = observer(function Price({ price, comparePrice, size = 'md' }: PriceProps) {
  const styles = priceStyles(useTokens());
  const tr = useT();
  const { settings } = useStores();
  const showCompare = typeof comparePrice === 'number' && comparePrice > price;
  return (
    <p css={styles.line}>
      <span css={styles.price(size)}>
        {showCompare && <VisuallyHidden>{`${tr('browse.price.label')} `}</VisuallyHidden>}
        {settings.formatPrice(price)}
      </span>
      {showCompare && (
        <s css={styles.compare(size)}>
          <VisuallyHidden>{`${tr('browse.price.was')} `}</VisuallyHidden>
          {settings.formatPrice(comparePrice)}
        </s>
      )}
    </p>
  );
});

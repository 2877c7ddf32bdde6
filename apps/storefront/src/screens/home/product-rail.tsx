import { css } from '@emotion/react';
import type { ProductSummary } from '@storefront/sdk';
import { mq, useTokens, type ThemeTokens } from '@storefront/ui-kit';
import { ProductCard } from '../shared/product-card';
import { ProductCardSkeleton } from '../shared/product-grid';

/** A row that scrolls sideways on small screens and wraps into a grid on wide ones. */
const railStyles = (t: ThemeTokens) => css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(160px, 46%);
  gap: ${t.space.md};
  margin: 0;
  padding: 0 0 ${t.space.sm};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  & > li {
    scroll-snap-align: start;
  }
  ${mq.md} {
    grid-auto-columns: minmax(180px, 31%);
  }
  ${mq.lg} {
    grid-auto-flow: row;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    overflow: visible;
  }
  ${mq.xxl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

/** Products of one home section. */
export function ProductRail({ products }: { products: readonly ProductSummary[] }) {
  const t = useTokens();
  return (
    <ul css={railStyles(t)}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/** The rail's shape while its section loads. */
export function ProductRailSkeleton({ count = 4 }: { count?: number }) {
  const t = useTokens();
  return (
    <div aria-hidden="true" css={railStyles(t)}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

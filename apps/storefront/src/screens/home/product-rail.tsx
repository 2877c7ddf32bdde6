import { css } from '@emotion/react';
import type { ProductSummary } from '@storefront/sdk';
import { mq, useTokens, type ThemeTokens } from '@storefront/ui-kit';
import { ProductCard } from '../shared/product-card';
import { ProductCardSkeleton } from '../shared/product-grid';

/**
 * One row of cards on every width, scrolling sideways: about two cards on a phone, three on a tablet, four
 * (five on very wide screens) on a desktop. A single row keeps the home page short; "View all" opens the rest.
 */
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
    grid-auto-columns: minmax(180px, calc((100% - 2 * ${t.space.md}) / 3));
  }
  ${mq.lg} {
    grid-auto-columns: calc((100% - 3 * ${t.space.md}) / 4);
  }
  ${mq.xxl} {
    grid-auto-columns: calc((100% - 4 * ${t.space.md}) / 5);
  }
`;

/** Cards a wide screen shows in the rail without scrolling: their pictures load with the page when eager. */
const CARDS_IN_VIEW = 5;

export interface ProductRailProps {
  /** Names the list (the section's title). */
  label: string;
  products: readonly ProductSummary[];
  /** Near the top of the page: the cards in view load their pictures at once. */
  eager?: boolean;
}

/** Products of one home section, a list named after the section. */
export function ProductRail({ label, products, eager = false }: ProductRailProps) {
  const t = useTokens();
  return (
    <ul aria-label={label} css={railStyles(t)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={3} imageLoading={eager && index < CARDS_IN_VIEW ? 'eager' : 'lazy'} />
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

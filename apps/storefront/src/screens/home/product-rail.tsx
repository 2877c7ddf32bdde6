import { css } from '@emotion/react';
import type { ProductSummary } from '@storefront/sdk';
import { mq, useTokens, type ThemeTokens } from '@storefront/ui-kit';
import { ProductCard } from '../shared/product-card';
import { ProductCardSkeleton } from '../shared/product-grid';

/**
 * One row of cards on every width, scrolling sideways: about two cards on a phone, three on a tablet, four
 * (five on very wide screens) on a desktop. A single row keeps the home page short; "View all" opens the rest.
 *
 * The cards in view and the next one are drawn with the page; the later ones (a rail holds up to twelve) are
 * laid out and painted only when the shopper scrolls near them, as the product grid's lower rows are. They
 * stay in the page, the accessibility tree and find-in-page. Their fallback height is below any card's, so
 * the row keeps the height of the cards drawn (the grid stretches the others to it); the clip margin keeps
 * the hover shadow and focus rings that paint containment would cut at the cell's edge.
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
  & > li:nth-child(n + 5) {
    content-visibility: auto;
    contain-intrinsic-size: auto 160px auto 200px;
    overflow-clip-margin: 16px;
  }
  ${mq.md} {
    grid-auto-columns: minmax(180px, calc((100% - 2 * ${t.space.md}) / 3));
  }
  ${mq.lg} {
    grid-auto-columns: calc((100% - 3 * ${t.space.md}) / 4);
    & > li:nth-child(5) {
      content-visibility: visible;
    }
  }
  ${mq.xxl} {
    grid-auto-columns: calc((100% - 4 * ${t.space.md}) / 5);
    & > li:nth-child(6) {
      content-visibility: visible;
    }
  }
`;

/**
 * A card picture's width in the rail: its column (railStyles) in the home Container (16 px padding each
 * side; 540/720/960/1140/1320 px from sm/md/lg/xl/xxl), less the card's 18 px frame (ProductCard):
 * phones: 46% of (100vw - 32) - 18 = 46vw - 33px (147 px at 390; the 160 px minimum column only below
 * 383 px); sm: 0.46 × 508 - 18 = 216; md: (688 - 2 × 16) / 3 - 18 = 200.7 (at 768); lg: (928 - 3 × 16) / 4
 * - 18 = 202; xl: (1108 - 48) / 4 - 18 = 247 (at 1280); xxl: (1288 - 4 × 16) / 5 - 18 = 226.8.
 */
export const PRODUCT_RAIL_IMAGE_SIZES =
  '(max-width: 575.98px) calc(46vw - 33px), (max-width: 767.98px) 216px, (max-width: 991.98px) 201px, ' +
  '(max-width: 1199.98px) 202px, (max-width: 1399.98px) 247px, 227px';

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
          <ProductCard
            product={product}
            headingLevel={3}
            imageLoading={eager && index < CARDS_IN_VIEW ? 'eager' : 'lazy'}
            imageSizes={PRODUCT_RAIL_IMAGE_SIZES}
          />
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

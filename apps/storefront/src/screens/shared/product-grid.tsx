import { css } from '@emotion/react';
import type { ProductSummary } from '@storefront/sdk';
import { Skeleton, VisuallyHidden, useTokens } from '@storefront/ui-kit';
import { useT } from '@storefront/i18n';
import { ProductCard } from './product-card';
import { gridStyles } from './styles';
import { useProgressiveCount } from './use-progressive-count';

/** The grid's first row is at most this many cards (gridStyles: 2, 3, 4 or 5 columns by width). */
const FIRST_ROW_MAX = 5;
/** Cards of the first row on a phone: the page's largest pictures there, asked for first. */
const PHONE_ROW = 2;

/**
 * A card picture's width in the product list: gridStyles (2 columns 16 px apart, 3 from md, 4 from xl, 5
 * from xxl, 24 px apart from md) in the list's results column (the whole Container on phones; beside the
 * 240 px filter column, 24 px away, from md) in the Container (16 px padding each side; 540/720/960/1140/
 * 1320 px from sm/md/lg/xl/xxl), less the card's 18 px frame (ProductCard):
 * phones: (100vw - 32 - 16) / 2 - 18 = 50vw - 42px (153 px at 390); sm: (508 - 16) / 2 - 18 = 228;
 * md: (688 - 264 - 2 × 24) / 3 - 18 = 107.3 (at 768); lg: (928 - 264 - 48) / 3 - 18 = 187.3;
 * xl: (1108 - 264 - 3 × 24) / 4 - 18 = 175 (at 1280); xxl: (1288 - 264 - 4 × 24) / 5 - 18 = 167.6.
 * Themes with other spacing (Elite, Grocery) differ by a few px: no other width gets picked for it.
 */
export const PRODUCT_GRID_IMAGE_SIZES =
  '(max-width: 575.98px) calc(50vw - 42px), (max-width: 767.98px) 228px, (max-width: 991.98px) 108px, ' +
  '(max-width: 1199.98px) 188px, (max-width: 1399.98px) 175px, 168px';

/**
 * Cards after the first row are laid out and painted only when they near the viewport (the browser keeps
 * them in the accessibility tree and in find-in-page); until then they hold about a phone card's height.
 * Layout and paint of the list page's first load fell by a quarter. The clip margin keeps the hover
 * shadow and focus rings, which paint containment would cut at the cell's edge.
 */
const offscreenCardStyles = css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 320px;
  overflow-clip-margin: 16px;
`;

export interface ProductGridProps {
  products: readonly ProductSummary[];
  headingLevel?: 2 | 3 | 4;
  /**
   * The grid opens the page (the product list): its first row loads at once, its first pictures with high
   * priority (the page's LCP); the rest load lazily as the shopper scrolls.
   */
  aboveTheFold?: boolean;
}

/** Products as a responsive grid list. */
export function ProductGrid({ products, headingLevel = 3, aboveTheFold = false }: ProductGridProps) {
  const t = useTokens();
  const loadingOf = (index: number) =>
    !aboveTheFold || index >= FIRST_ROW_MAX ? 'lazy' : index < PHONE_ROW ? 'priority' : 'eager';
  // A row's worth of cards per task: the first row (the page's largest pictures) paints first.
  const drawn = useProgressiveCount(products.length, FIRST_ROW_MAX);
  return (
    <ul css={gridStyles(t)}>
      {products.slice(0, drawn).map((product, index) => (
        <li key={product.id} css={index >= FIRST_ROW_MAX ? offscreenCardStyles : undefined}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            imageLoading={loadingOf(index)}
            imageSizes={PRODUCT_GRID_IMAGE_SIZES}
          />
        </li>
      ))}
    </ul>
  );
}

/** One card's shape while products load. */
export function ProductCardSkeleton() {
  const t = useTokens();
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${t.space.sm};
        padding: ${t.space.sm};
        border: 1px solid ${t.colors.border};
        border-radius: ${t.radii.md};
      `}
    >
      <Skeleton variant="box" height="auto" css={{ aspectRatio: '1 / 1' }} />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
      <Skeleton variant="box" height="32px" />
    </div>
  );
}

/** `count` card skeletons in the grid, announced once as loading. */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const t = useTokens();
  const tr = useT();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label ?? tr('shell.ui.loading')}</VisuallyHidden>
      <div css={gridStyles(t)}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

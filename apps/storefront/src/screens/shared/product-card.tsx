import { css } from '@emotion/react';
import { productPath } from '@storefront/domain';
import type { ProductSummary } from '@storefront/sdk';
import { PictureImage } from '@storefront/themes';
import { useT } from '@storefront/i18n';
import { Button, CartIcon, HeartIcon, IconButton, VisuallyHidden, madeOnce, perTokens, useTokens, type ThemeTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Price } from './price';
import { useProductActions } from './product-actions';
import { RatingStars } from './rating-stars';
import { focusRing, outlinedLinkStyles } from './styles';
import { AppLink } from '../../components/links/app-link';

export interface ProductCardProps {
  product: ProductSummary;
  /** The level of the product name's heading under the section's heading. */
  headingLevel?: 2 | 3 | 4;
  /**
   * How the picture loads: lazy (the default, below the fold), eager (in view at first load) or priority
   * (the page's largest picture: eager with fetchpriority="high", e.g. the product list's first row).
   */
  imageLoading?: 'lazy' | 'eager' | 'priority';
  /**
   * The picture's width in the list's layout by viewport (`sizes`): the grid's or the rail's, named next to
   * its CSS (PRODUCT_GRID_IMAGE_SIZES, PRODUCT_RAIL_IMAGE_SIZES): the cell's width less the card's padding
   * (space.sm, 8 px) and 1 px border each side, 18 px in all.
   */
  imageSizes: string;
}

const IMAGE_SIZE = { width: 400, height: 400 };

/** The card's styles, made once per theme (a list draws dozens of cards). */
const cardStyles = perTokens((t: ThemeTokens) => ({
  card: css`
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${t.space.sm};
    height: 100%;
    padding: ${t.space.sm};
    border: 1px solid ${t.colors.border};
    border-radius: ${t.radii.md};
    background: ${t.colors.background};
    transition: box-shadow 150ms ease;
    &:hover {
      box-shadow: ${t.shadows.md};
    }
  `,
  pictureLink: css({ display: 'block', borderRadius: t.radii.sm, overflow: 'hidden' }),
  wishButton: madeOnce(
    (wished: boolean) => css`
      position: absolute;
      top: ${t.space.md};
      right: ${t.space.md};
      background: ${t.colors.background};
      color: ${wished ? t.colors.danger : t.colors.text};
    `,
  ),
  heading: css`
    margin: 0;
    font-size: ${t.fontSizes.md};
    font-weight: ${t.fontWeights.medium};
    line-height: ${t.lineHeights.tight};
  `,
  nameLink: css([
    css`
      color: inherit;
      text-decoration: none;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
      &:hover {
        color: ${t.colors.hover};
        text-decoration: underline;
      }
    `,
    focusRing(t),
  ]),
  actions: css({ marginTop: 'auto' }),
}));

/** A product in a list: picture (blurred thumbnail until loaded), name, price, add to cart and wishlist. */
export const ProductCard = observer(function ProductCard({ product, headingLevel = 3, imageLoading = 'lazy', imageSizes }: ProductCardProps) {
  const t = useTokens();
  const styles = cardStyles(t);
  const tr = useT();
  const { adding, wishing, wished, addToCart, toggleWishlist } = useProductActions(product);
  const href = productPath(product);
  const Heading = `h${headingLevel}` as const;
  return (
    <article css={styles.card}>
      <AppLink to={href} tabIndex={-1} aria-hidden="true" css={styles.pictureLink}>
        <PictureImage
          picture={product.image?.picture}
          sizes={imageSizes}
          src={product.image?.medium || product.image?.thumbnail}
          placeholderSrc={product.image?.thumbnail}
          alt=""
          width={IMAGE_SIZE.width}
          height={IMAGE_SIZE.height}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          priority={imageLoading === 'priority'}
        />
      </AppLink>
      <IconButton
        aria-label={tr(wished ? 'browse.card.unwish' : 'browse.card.wish', { name: product.name })}
        aria-pressed={wished}
        disabled={wishing}
        onClick={() => void toggleWishlist()}
        variant="secondary"
        size="sm"
        css={styles.wishButton(wished)}
      >
        <HeartIcon filled={wished} />
      </IconButton>
      <Heading css={styles.heading}>
        <AppLink to={href} css={styles.nameLink}>
          {product.name}
        </AppLink>
      </Heading>
      {product.reviews_count > 0 && <RatingStars rating={product.average_rating} size={14} />}
      <Price price={product.price_with_tax} comparePrice={product.compare_price} />
      <div css={styles.actions}>
        {product.has_variants && product.in_stock ? (
          // Sold by size or colour: the shopper chooses on the product page.
          <AppLink to={href} css={outlinedLinkStyles(t)}>
            {tr('shell.wishlist.chooseOptions')}
            <VisuallyHidden>: {product.name}</VisuallyHidden>
          </AppLink>
        ) : (
          <Button
            size="sm"
            fullWidth
            loading={adding}
            disabled={!product.in_stock}
            onClick={() => void addToCart()}
          >
            <CartIcon />
            <span>
              {tr(product.in_stock ? 'browse.card.addToCart' : 'shell.wishlist.outOfStock')}
              <VisuallyHidden>: {product.name}</VisuallyHidden>
            </span>
          </Button>
        )}
      </div>
    </article>
  );
});

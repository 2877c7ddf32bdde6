import { css } from '@emotion/react';
import type { ProductDetail } from '@storefront/sdk';
import { useT, type Translate } from '@storefront/i18n';
import { Button, CartIcon, HeartIcon, useHydrated, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { LazyDeliveryCheckBox } from '../shared/delivery-check';
import { Price } from '../shared/price';
import { useProductActions } from '../shared/product-actions';
import { QuantityStepper } from './quantity-stepper';
import { VariantPicker } from './variant-picker';
import { initialSelection, purchasable, type Purchasable, type VariantSelection } from './variants';

/** "In stock", "Only 3 left", "Available on back order" or "Out of stock". */
export function stockText(item: Purchasable | null, t: Translate): string {
  if (!item) return t('browse.stock.noCombination');
  if (item.stockQty > 0) return item.stockQty <= 5 ? t('browse.stock.few', { count: item.stockQty }) : t('browse.stock.in');
  return t(item.backOrder ? 'browse.stock.backOrder' : 'shell.wishlist.outOfStock');
}

/** Variants, price, stock, quantity, add to cart (disabled when out of stock unless back order) and wishlist. */
export const PurchasePanel = observer(function PurchasePanel({ product }: { product: ProductDetail }) {
  const t = useTokens();
  const tr = useT();
  const [selection, setSelection] = useState<VariantSelection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(1);
  const item = purchasable(product, selection);
  const { adding, wishing, wished, addToCart, toggleWishlist } = useProductActions(product, item && { itemId: item.itemId, itemType: item.itemType });
  const canBuy = Boolean(item?.buyable);
  const live = useHydrated();

  const changeSelection = (next: VariantSelection) => {
    setSelection(next);
    setQuantity(1);
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: t.space.md }}>
      <Price price={item?.price ?? product.price_with_tax} comparePrice={item ? item.comparePrice : product.compare_price} size="lg" />
      <p
        css={css`
          margin: 0;
          font-weight: ${t.fontWeights.medium};
          color: ${canBuy ? t.colors.success : t.colors.danger};
        `}
      >
        {stockText(item, tr)}
      </p>
      <VariantPicker product={product} selection={selection} onChange={changeSelection} />
      {canBuy && item && (
        <QuantityStepper value={quantity} onChange={setQuantity} stockQty={item.stockQty} backOrder={item.backOrder} disabled={adding} />
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space.sm }}>
        <Button
          size="lg"
          disabled={!canBuy || !live}
          loading={adding}
          onClick={() => item && void addToCart(item.itemId, item.itemType, quantity)}
          css={{ flex: '1 1 12rem' }}
        >
          <CartIcon />
          <span>{tr(canBuy ? 'browse.card.addToCart' : item ? 'shell.wishlist.outOfStock' : 'browse.product.unavailable')}</span>
        </Button>
        <Button
          size="lg"
          variant="secondary"
          aria-pressed={wished}
          loading={wishing}
          onClick={() => void toggleWishlist()}
          css={{ flex: '1 1 12rem' }}
        >
          <HeartIcon filled={wished} />
          <span>{tr(wished ? 'browse.product.unwish' : 'browse.product.wish')}</span>
        </Button>
      </div>
      <LazyDeliveryCheckBox productId={product.id} />
    </div>
  );
});

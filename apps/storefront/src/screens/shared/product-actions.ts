import type { ItemType, ProductSummary } from '@storefront/sdk';
import { useState } from 'react';
import { useStores } from '../../stores';

/** What the heart wishes for: the product, or the variant chosen on its page. */
export interface WishTarget {
  itemId: number;
  itemType: ItemType;
}

/**
 * Add-to-cart and wishlist actions of one product, with a pending flag per button (the stores' flags are
 * shared by every card). The stores show the toasts and the sign-in prompt. On a detail page the heart
 * follows the chosen variant, so "Move to cart" later adds that variant.
 */
export function useProductActions(product: Pick<ProductSummary, 'id'>, wishTarget?: WishTarget | null) {
  const { cart, wishlist } = useStores();
  const [adding, setAdding] = useState(false);
  const [wishing, setWishing] = useState(false);
  const variantId = wishTarget?.itemType === 'Variant' ? wishTarget.itemId : null;
  const entry = wishlist.entryFor(product.id, variantId);

  // eslint-disable-next-line lingui/no-unlocalized-strings -- an item type of the API, not text
  const addToCart = async (itemId = product.id, itemType: ItemType = 'Product', quantity = 1) => {
    setAdding(true);
    try {
      return await cart.add({ item_id: itemId, item_type: itemType, quantity });
    } finally {
      setAdding(false);
    }
  };

  const toggleWishlist = async () => {
    setWishing(true);
    try {
      if (entry) return await wishlist.remove(entry.id);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an item type of the API, not text
      return await wishlist.add(wishTarget?.itemId ?? product.id, wishTarget?.itemType ?? 'Product');
    } finally {
      setWishing(false);
    }
  };

  return { adding, wishing, wished: Boolean(entry), addToCart, toggleWishlist };
}

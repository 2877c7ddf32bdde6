import type { ProductSummary } from '@storefront/sdk';
import { useState } from 'react';
import { useStores } from '../../stores';

/**
 * Add-to-cart and wishlist actions of one product, with a pending flag per button (the stores' flags are
 * shared by every card). The stores show the toasts and the sign-in prompt.
 */
export function useProductActions(product: Pick<ProductSummary, 'id'>) {
  const { cart, wishlist } = useStores();
  const [adding, setAdding] = useState(false);
  const [wishing, setWishing] = useState(false);
  const entry = wishlist.entryFor(product.id);

  const addToCart = async (itemId = product.id, itemType: 'Product' | 'Variant' = 'Product', quantity = 1) => {
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
      return entry ? await wishlist.remove(entry.id) : await wishlist.add(product.id);
    } finally {
      setWishing(false);
    }
  };

  return { adding, wishing, wished: Boolean(entry), addToCart, toggleWishlist };
}

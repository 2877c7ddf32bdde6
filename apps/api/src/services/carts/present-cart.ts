import { cartTotalsOnWire, emptyCartDetails, toRupees, toRupeesOrNull } from '@storefront/domain';
import { isSet } from '../../db/values';
import type { CartDetails, CartItem } from '@storefront/sdk';
import type { PricedCart, PricedLine } from './price-cart';

/** `GET /carts` when the shopper has no cart yet. */
export const EMPTY_CART: CartDetails = Object.freeze(emptyCartDetails()) as CartDetails;

export function toCartItemWire(line: PricedLine): CartItem {
  return {
    id: line.id,
    item_id: line.itemId,
    item_type: line.itemType,
    product_id: line.productId,
    product_name: line.productName,
    product_slug: line.productSlug,
    product_image: { thumbnail: line.thumbnail, picture: line.picture },
    unit_price: toRupees(line.unitPrice),
    compare_price: toRupeesOrNull(line.comparePrice),
    quantity: line.quantity,
    total_price: toRupees(line.lineTotal),
    stock_qty: line.stockQty,
    back_order: line.backOrder,
    variant: line.variantId === null ? null : { id: line.variantId, sku: line.sku, attributes: line.attributes },
  };
}

/**
 * The `CartDetails` wire shape. A coupon that no longer applies is shown as not applied (`coupon_code`
 * null, no discount); `cart_token` only when add_item has just created an anonymous cart.
 */
export function toCartDetails(priced: PricedCart | null, cartToken?: string): CartDetails {
  if (!priced) return { ...EMPTY_CART, ...(cartToken ? { cart_token: cartToken } : {}) };
  const { cart } = priced;
  return {
    id: cart.id,
    ...(cartToken ? { cart_token: cartToken } : {}),
    cart_items: priced.lines.map(toCartItemWire),
    coupon_code: priced.couponApplied && priced.coupon ? priced.coupon.code : null,
    ...cartTotalsOnWire(priced, {
      makeAdvancePayment: isSet(cart.make_advance_payment),
      codPayment: isSet(cart.cod_payment),
      addressId: cart.address_id,
    }),
    // Filled by the routes (services/carts/cart-delivery.ts `withCartDelivery`): it reads the address.
    delivery: null,
  };
}

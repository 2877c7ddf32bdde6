import { isSet } from '../../db/values';
import { toRupees, toRupeesOrNull } from '../../http/money';
import type { CartDetails, CartItem } from '@storefront/sdk';
import type { PricedCart, PricedLine } from './price-cart';

/** `GET /carts` when the shopper has no cart yet. */
export const EMPTY_CART: CartDetails = Object.freeze({
  id: null,
  cart_items: [],
  coupon_code: null,
  applied_discount: 0,
  sub_total: 0,
  shipping_charge: 0,
  cod_charge: 0,
  total: 0,
  total_quantity: 0,
  make_advance_payment: false,
  advance_payment_made: false,
  advance_payment_amount: 0,
  cod_payment: false,
  address_id: null,
}) as CartDetails;

export function toCartItemWire(line: PricedLine): CartItem {
  return {
    id: line.id,
    item_id: line.itemId,
    item_type: line.itemType,
    product_id: line.productId,
    product_name: line.productName,
    product_slug: line.productSlug,
    product_image: { thumbnail: line.thumbnail },
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
    applied_discount: toRupees(priced.discount),
    sub_total: toRupees(priced.subTotal),
    shipping_charge: toRupees(priced.shipping),
    cod_charge: toRupees(priced.codCharge),
    total: toRupees(priced.total),
    total_quantity: priced.totalQuantity,
    make_advance_payment: isSet(cart.make_advance_payment),
    // Advance payments are recorded on orders (the payments area); a cart never holds one.
    advance_payment_made: false,
    advance_payment_amount: toRupees(priced.advancePaymentAmount),
    cod_payment: isSet(cart.cod_payment),
    address_id: cart.address_id,
  };
}

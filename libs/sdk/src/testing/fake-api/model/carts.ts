import type { CartDetails, CartItem, Coupon } from '../../../generated/models';
import { money, unprocessable, type FakeContext } from '../http';
import { nextId, now, type CartItemRecord, type CartRecord, type FakeState } from '../state';
import { assertStock, resolveItem, stockOf, type ResolvedItem } from './catalog';
import { newToken } from './sessions';

export const FREE_SHIPPING_FROM = 499;
export const SHIPPING_CHARGE = 40;
export const COD_CHARGE = 49;
export const ADVANCE_SHARE = 0.2;
export const MAX_QUANTITY = 999;

/** The shopper's open cart (not yet turned into an order). */
export function openCartOfUser(state: FakeState, userId: number): CartRecord | undefined {
  return state.carts.filter((c) => c.userId === userId && c.orderId === null).at(-1);
}

/** The open anonymous cart of a cart token. */
export function cartByToken(state: FakeState, token: string): CartRecord | undefined {
  return state.carts.find((c) => c.token === token && c.userId === null && c.orderId === null);
}

/** The cart a request works on: the signed-in shopper's when there is one, else the cart token's. */
export function currentCart(ctx: FakeContext): CartRecord | undefined {
  if (ctx.auth.user) return openCartOfUser(ctx.state, ctx.auth.user.user.id);
  return ctx.cartToken ? cartByToken(ctx.state, ctx.cartToken) : undefined;
}

/** A new empty cart, owned by a shopper or (with a new token) anonymous. */
export function createCart(state: FakeState, userId: number | null): CartRecord {
  const cart: CartRecord = {
    id: nextId(state, 'cart'),
    token: userId === null ? newToken() : null,
    userId,
    items: [],
    couponCode: null,
    codPayment: false,
    makeAdvancePayment: false,
    addressId: null,
    orderId: null,
  };
  state.carts.push(cart);
  return cart;
}

/** The line's product or variant. */
export function itemOfLine(state: FakeState, line: CartItemRecord): ResolvedItem {
  return resolveItem(state, line.itemType, line.itemId);
}

/** Adds `quantity` of an item (adding to a line already there), checking stock and the 999 cap. */
export function addToCart(state: FakeState, cart: CartRecord, item: ResolvedItem, quantity: number): void {
  const itemType = item.variant ? 'Variant' : 'Product';
  const itemId = item.variant?.id ?? item.record.detail.id;
  const line = cart.items.find((l) => l.itemType === itemType && l.itemId === itemId);
  const wanted = (line?.quantity ?? 0) + quantity;
  if (wanted > MAX_QUANTITY) throw unprocessable(`At most ${MAX_QUANTITY} of an item can be ordered`);
  assertStock(item, wanted);
  if (line) line.quantity = wanted;
  else {
    cart.items.push({
      id: nextId(state, 'cartItem'),
      itemType,
      itemId,
      productId: item.record.detail.id,
      variantId: item.variant?.id ?? null,
      quantity,
    });
  }
  dropCouponBelowMinimum(state, cart);
}

/** A coupon by code (any case). */
export function findCoupon(state: FakeState, code: string): Coupon | undefined {
  return state.coupons.find((c) => c.code.toLowerCase() === code.toLowerCase());
}

export function isExpired(state: FakeState, coupon: Coupon): boolean {
  return coupon.expires_at !== null && new Date(coupon.expires_at).getTime() <= now(state).getTime();
}

/** The discount of a coupon on a sub-total (percentage capped by max_discount; flat never above the sub-total). */
export function couponDiscount(coupon: Coupon, subTotal: number): number {
  const raw = coupon.coupon_type === 'percentage' ? (subTotal * coupon.amount) / 100 : coupon.amount;
  const capped = coupon.max_discount === null ? raw : Math.min(raw, coupon.max_discount);
  return money(Math.min(capped, subTotal));
}

export function subTotalOf(state: FakeState, cart: CartRecord): number {
  return money(cart.items.reduce((sum, line) => sum + stockOf(itemOfLine(state, line)).price * line.quantity, 0));
}

/** A coupon stops applying when the cart falls below its minimum or it expires. */
export function dropCouponBelowMinimum(state: FakeState, cart: CartRecord): void {
  if (!cart.couponCode) return;
  const coupon = findCoupon(state, cart.couponCode);
  if (!coupon || isExpired(state, coupon) || subTotalOf(state, cart) < coupon.min_cart_value) cart.couponCode = null;
}

/** The server-side totals (decisions: free shipping from ₹499 after discount, COD ₹49, advance 20%). */
export function cartTotals(state: FakeState, cart: CartRecord, codPayment = cart.codPayment) {
  const subTotal = subTotalOf(state, cart);
  const coupon = cart.couponCode ? findCoupon(state, cart.couponCode) : undefined;
  const discount = coupon ? couponDiscount(coupon, subTotal) : 0;
  const empty = cart.items.length === 0;
  const shipping = empty || subTotal - discount >= FREE_SHIPPING_FROM ? 0 : SHIPPING_CHARGE;
  const cod = codPayment && !empty ? COD_CHARGE : 0;
  const total = money(subTotal - discount + shipping + cod);
  return {
    subTotal,
    discount,
    shipping,
    cod,
    total,
    advance: cart.makeAdvancePayment && !empty ? Math.ceil(total * ADVANCE_SHARE) : 0,
    quantity: cart.items.reduce((sum, line) => sum + line.quantity, 0),
  };
}

function cartItemOf(state: FakeState, line: CartItemRecord): CartItem {
  const item = itemOfLine(state, line);
  const { detail } = item.record;
  const { stock, backOrder, price, comparePrice } = stockOf(item);
  return {
    id: line.id,
    item_id: line.itemId,
    item_type: line.itemType,
    product_id: detail.id,
    product_name: detail.name,
    product_slug: detail.slug,
    product_image: { thumbnail: detail.image.thumbnail },
    unit_price: price,
    compare_price: comparePrice,
    quantity: line.quantity,
    total_price: money(price * line.quantity),
    stock_qty: stock,
    back_order: backOrder,
    variant: item.variant ? { id: item.variant.id, sku: item.variant.sku, attributes: item.variant.attributes } : null,
  };
}

/** The cart as the contract shows it; no cart at all is the empty cart with `id: null`. */
export function cartDetails(state: FakeState, cart: CartRecord | undefined, cartToken?: string): CartDetails {
  if (!cart) {
    return {
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
    };
  }
  const totals = cartTotals(state, cart);
  return {
    id: cart.id,
    ...(cartToken ? { cart_token: cartToken } : {}),
    cart_items: cart.items.map((line) => cartItemOf(state, line)),
    coupon_code: cart.couponCode,
    applied_discount: totals.discount,
    sub_total: totals.subTotal,
    shipping_charge: totals.shipping,
    cod_charge: totals.cod,
    total: totals.total,
    total_quantity: totals.quantity,
    make_advance_payment: cart.makeAdvancePayment,
    advance_payment_made: false,
    advance_payment_amount: totals.advance,
    cod_payment: cart.codPayment,
    address_id: cart.addressId,
  };
}

/**
 * Login, PIN login and registration with a cart token: the anonymous cart becomes the shopper's, or its
 * lines are added to the shopper's open cart (quantities summed, capped at 999).
 */
export function mergeAnonymousCart(state: FakeState, cartToken: string | null, userId: number): void {
  if (!cartToken) return;
  const anonymous = cartByToken(state, cartToken);
  if (!anonymous) return;
  const own = openCartOfUser(state, userId);
  if (!own) {
    anonymous.userId = userId;
    anonymous.token = null;
    return;
  }
  for (const line of anonymous.items) {
    const same = own.items.find((l) => l.itemType === line.itemType && l.itemId === line.itemId);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + line.quantity);
    else own.items.push({ ...line, id: nextId(state, 'cartItem') });
  }
  state.carts.splice(state.carts.indexOf(anonymous), 1);
  dropCouponBelowMinimum(state, own);
}

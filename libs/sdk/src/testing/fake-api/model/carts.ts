import {
  type CartTotals,
  cartTotals,
  cartTotalsOnWire,
  couponDroppedMessage,
  emptyCartDetails,
  lineQuantityCap,
  planCartMerge,
  toPaise,
  toRupees,
} from '@storefront/domain';
import type { CartDetails, CartItem } from '../../../generated/models';
import type { FakeContext } from '../http';
import { nextId, now, type CartItemRecord, type CartRecord, type FakeState } from '../state';
import { assertStock, resolveItem, stockOf, stockStateOf, unitPriceOf, type ResolvedItem } from './catalog';
import { couponInUse, findCoupon } from './coupons';
import { cartDelivery } from './delivery';
import { newToken } from './sessions';

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

/** Adds `quantity` of an item (adding to a line already there), the stock rule applied to the new total. */
export function addToCart(state: FakeState, cart: CartRecord, item: ResolvedItem, quantity: number): void {
  const itemType = item.variant ? 'Variant' : 'Product';
  const itemId = item.variant?.id ?? item.record.detail.id;
  const line = cart.items.find((l) => l.itemType === itemType && l.itemId === itemId);
  const wanted = (line?.quantity ?? 0) + quantity;
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
}

/** The cart priced now by the domain's rules (paise); a cod order prices with `codPayment` on. */
export function priceCart(state: FakeState, cart: CartRecord, codPayment = cart.codPayment): CartTotals {
  const coupon = cart.couponCode ? findCoupon(state, cart.couponCode) : undefined;
  return cartTotals({
    lines: cart.items.map((line) => ({ unitPrice: unitPriceOf(itemOfLine(state, line)), quantity: line.quantity })),
    coupon: coupon ? couponInUse(state, coupon, cart.id) : null,
    codPayment,
    makeAdvancePayment: cart.makeAdvancePayment,
    now: now(state),
  });
}

/**
 * After a change to the cart, as the API: a coupon that no longer applies is taken off, and the message
 * says why ("... The coupon was removed."); null when nothing was dropped.
 */
export function repriceAfterChange(state: FakeState, cart: CartRecord): string | null {
  const coupon = cart.couponCode ? findCoupon(state, cart.couponCode) : undefined;
  if (!coupon) return null;
  const totals = priceCart(state, cart);
  if (totals.couponApplied) return null;
  cart.couponCode = null;
  return couponDroppedMessage(totals.couponIssue);
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
    product_image: { thumbnail: detail.image.thumbnail, picture: detail.image.picture },
    unit_price: price,
    compare_price: comparePrice,
    quantity: line.quantity,
    total_price: toRupees(toPaise(price) * line.quantity),
    stock_qty: stock,
    back_order: backOrder,
    variant: item.variant ? { id: item.variant.id, sku: item.variant.sku, attributes: item.variant.attributes } : null,
  };
}

/** The cart as the contract shows it; no cart at all is the empty cart with `id: null`. */
export function cartDetails(state: FakeState, cart: CartRecord | undefined, cartToken?: string): CartDetails {
  if (!cart) return emptyCartDetails();
  const totals = priceCart(state, cart);
  return {
    id: cart.id,
    ...(cartToken ? { cart_token: cartToken } : {}),
    cart_items: cart.items.map((line) => cartItemOf(state, line)),
    coupon_code: totals.couponApplied ? cart.couponCode : null,
    ...cartTotalsOnWire(totals, cart),
    delivery: cartDelivery(state, cart, priceCart(state, cart, true).total),
  };
}

/** Login, PIN login and registration with a cart token: the domain's cart merge, applied to the state. */
export function mergeAnonymousCart(state: FakeState, cartToken: string | null, userId: number): void {
  if (!cartToken) return;
  const anonymous = cartByToken(state, cartToken);
  if (!anonymous) return;
  const own = openCartOfUser(state, userId);
  const plan = planCartMerge(own?.items ?? null, anonymous.items, (line) =>
    lineQuantityCap(stockStateOf(itemOfLine(state, line))),
  );
  if (!own || plan.kind === 'adopt') {
    Object.assign(anonymous, { userId, token: null, addressId: null });
    return;
  }
  for (const { line, quantity } of plan.raise) line.quantity = quantity;
  for (const { line, quantity } of plan.add) own.items.push({ ...line, id: nextId(state, 'cartItem'), quantity });
  state.carts.splice(state.carts.indexOf(anonymous), 1);
}

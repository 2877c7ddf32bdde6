import {
  ADDRESS_NOT_FOUND_MESSAGE,
  CART_ADDRESS_SAVED_MESSAGE,
  CART_ITEM_NOT_FOUND_MESSAGE,
  checkoutChargesOnWire,
  effectivePaymentMethod,
  EMPTY_CART_MESSAGE,
  SUCCESS_MESSAGES,
  toPaise,
} from '@storefront/domain';
import type {
  AddCartItemInput,
  CartAddressInput,
  CheckoutCharges,
  PaymentMethodCode,
  UpdateCartItemQuantityInput,
} from '../../../generated/models';
import { notFound, ok, unauthorized, unprocessable, type FakeContext, type FakeResolvers } from '../http';
import { assertStock, resolveCartItem } from '../model/catalog';
import { addToCart, cartDetails, createCart, currentCart, itemOfLine, openCartOfUser, priceCart, repriceAfterChange } from '../model/carts';
import { assertCodAllowed, assertDeliverable } from '../model/delivery';
import type { CartRecord } from '../state';

/** The cart of a call that needs one: 401 with no token at all. */
function requireCart(ctx: FakeContext): CartRecord | undefined {
  if (!ctx.auth.user && !ctx.cartToken) throw unauthorized();
  return currentCart(ctx);
}

/** 422 on an empty cart (payment choices make no sense without items). */
function requireFilledCart(ctx: FakeContext): CartRecord {
  const cart = requireCart(ctx);
  if (!cart || cart.items.length === 0) throw unprocessable(EMPTY_CART_MESSAGE);
  return cart;
}

function lineOf(ctx: FakeContext) {
  const cart = requireCart(ctx);
  const line = cart?.items.find((l) => l.id === ctx.params.id);
  if (!cart || !line) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
  return { cart, line };
}

/** The money of the order these payment choices would place, by the rules that place it (as the API). */
function checkoutCharges(ctx: FakeContext): CheckoutCharges {
  const user = ctx.requireUser();
  const cart = openCartOfUser(ctx.state, user.user.id);
  if (!cart || cart.items.length === 0) throw unprocessable(EMPTY_CART_MESSAGE);
  const useWalletBalance = (ctx.query.use_wallet_balance as boolean | undefined) ?? false;
  const balance = toPaise(user.user.wallet_balance);
  const chosen = (ctx.query.payment_method as PaymentMethodCode | undefined) ?? null;
  const method = effectivePaymentMethod({ paymentMethod: chosen, useWalletBalance }, priceCart(ctx.state, cart, false).total, balance, true);
  const totals = priceCart(ctx.state, cart, method === 'cod');
  const advancePaid = (ctx.query.make_advance_payment as boolean | undefined) ?? cart.makeAdvancePayment;
  const couponCode = totals.couponApplied ? cart.couponCode : null;
  const charges = checkoutChargesOnWire(totals, { method, useWalletBalance, advancePaid }, couponCode, balance);
  return { ...charges, payment_method: method as PaymentMethodCode | null };
}

/** The meta of an item change, as the API: the coupon's reason replaces the message and is `coupon_removed`. */
function changeMeta(droppedCoupon: string | null, done: string) {
  return droppedCoupon ? { message: droppedCoupon, coupon_removed: droppedCoupon } : { message: done };
}

/** The cart: anonymous by cart token or the signed-in shopper's. */
export const cartResolvers = {
  getCart: (ctx) => ok(cartDetails(ctx.state, currentCart(ctx))),
  getCheckoutCharges: (ctx) => ok(checkoutCharges(ctx)),
  addCartItem: (ctx) => {
    const { item_id, item_type = 'Product', quantity } = ctx.body as AddCartItemInput;
    const item = resolveCartItem(ctx.state, item_type, item_id);
    let cart = currentCart(ctx);
    if (!cart) assertStock(item, quantity);
    const created = !cart;
    cart ??= createCart(ctx.state, ctx.auth.user?.user.id ?? null);
    addToCart(ctx.state, cart, item, quantity);
    const dropped = repriceAfterChange(ctx.state, cart);
    const token = created && cart.token ? cart.token : undefined;
    return ok(cartDetails(ctx.state, cart, token), changeMeta(dropped, SUCCESS_MESSAGES.itemAddedToCart));
  },
  updateCartItemQuantity: (ctx) => {
    const { cart, line } = lineOf(ctx);
    const { quantity } = ctx.body as UpdateCartItemQuantityInput;
    if (quantity === 0) cart.items.splice(cart.items.indexOf(line), 1);
    else {
      // Lowering is always allowed (stock may have fallen since); placing the order checks again.
      if (quantity > line.quantity) assertStock(itemOfLine(ctx.state, line), quantity);
      line.quantity = quantity;
    }
    const dropped = repriceAfterChange(ctx.state, cart);
    const done = quantity === 0 ? SUCCESS_MESSAGES.cartItemRemoved : SUCCESS_MESSAGES.cartUpdated;
    return ok(cartDetails(ctx.state, cart), changeMeta(dropped, done));
  },
  removeCartItem: (ctx) => {
    const { cart, line } = lineOf(ctx);
    cart.items.splice(cart.items.indexOf(line), 1);
    const dropped = repriceAfterChange(ctx.state, cart);
    return ok(cartDetails(ctx.state, cart), changeMeta(dropped, SUCCESS_MESSAGES.cartItemRemoved));
  },
  setAdvancePayment: (ctx) => {
    const cart = requireFilledCart(ctx);
    cart.makeAdvancePayment = ctx.query.make_advance_payment as boolean;
    repriceAfterChange(ctx.state, cart);
    return ok(cartDetails(ctx.state, cart), {
      message: cart.makeAdvancePayment ? SUCCESS_MESSAGES.advancePaymentSelected : SUCCESS_MESSAGES.fullPaymentSelected,
    });
  },
  setCodCharge: (ctx) => {
    const cart = requireFilledCart(ctx);
    const address = ctx.state.addresses.find((a) => a.address.id === cart.addressId)?.address;
    // The server decides whether COD is allowed (zone and value); without an address the order step checks.
    if (ctx.query.cod_payment === true && address) assertCodAllowed(ctx.state, address.pincode, priceCart(ctx.state, cart, true).total);
    cart.codPayment = ctx.query.cod_payment as boolean;
    repriceAfterChange(ctx.state, cart);
    return ok(cartDetails(ctx.state, cart), { message: SUCCESS_MESSAGES.cartUpdated });
  },
  addCartAddress: (ctx) => {
    const user = ctx.requireUser();
    const { address_id } = ctx.body as CartAddressInput;
    const owned = ctx.state.addresses.find((a) => a.address.id === address_id && a.userId === user.user.id);
    if (!owned) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    assertDeliverable(ctx.state, owned.address.pincode);
    const cart = openCartOfUser(ctx.state, user.user.id) ?? createCart(ctx.state, user.user.id);
    cart.addressId = address_id;
    repriceAfterChange(ctx.state, cart);
    return ok(cartDetails(ctx.state, cart), { message: CART_ADDRESS_SAVED_MESSAGE });
  },
} satisfies FakeResolvers;

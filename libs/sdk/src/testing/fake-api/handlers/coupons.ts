import {
  checkCoupon,
  checkShopperUse,
  couponNotFoundMessage,
  couponOnWire,
  EMPTY_CART_MESSAGE,
  isCouponListed,
  SUCCESS_MESSAGES,
} from '@storefront/domain';
import type { ApplyCouponInput } from '../../../generated/models';
import { notFound, ok, unprocessable, type FakeResolvers } from '../http';
import { cartDetails, openCartOfUser, priceCart, repriceAfterChange } from '../model/carts';
import { couponInUse, findCoupon, shopperHistory, shopperOf } from '../model/coupons';
import { now } from '../state';

/** Coupons as the API has them: the public list, and applying one (a login is needed). */
export const couponResolvers = {
  listCoupons: ({ state }) =>
    ok(
      state.coupons
        .filter((c) => isCouponListed(couponInUse(state, c), now(state)))
        .sort((a, b) => a.minCartValue - b.minCartValue)
        .map(couponOnWire),
    ),
  applyCoupon: (ctx) => {
    const { state } = ctx;
    const user = ctx.requireUser();
    const wanted = (ctx.body as ApplyCouponInput).coupon_code.trim().toUpperCase();
    const coupon = findCoupon(state, wanted);
    // A withdrawn coupon reads as unknown.
    if (!coupon?.isActive) throw notFound(couponNotFoundMessage(wanted));
    const cart = openCartOfUser(state, user.user.id);
    if (!cart || cart.items.length === 0) throw unprocessable(EMPTY_CART_MESSAGE);
    repriceAfterChange(state, cart);
    const terms = couponInUse(state, coupon, cart.id);
    const check = checkCoupon(terms, priceCart(state, cart).subTotal, now(state));
    if (!check.applies) throw unprocessable(check.message);
    const address = state.addresses.find((a) => a.address.id === cart.addressId && a.userId === user.user.id);
    const shopper = shopperOf(user, address?.address.phone ?? null);
    const refusal = checkShopperUse(terms, shopperHistory(state, terms, shopper, cart.id));
    if (refusal) throw unprocessable(refusal);
    cart.couponCode = coupon.code;
    return ok(cartDetails(state, cart), { message: SUCCESS_MESSAGES.couponApplied });
  },
  removeCoupon: (ctx) => {
    const user = ctx.requireUser();
    const cart = openCartOfUser(ctx.state, user.user.id);
    if (cart) cart.couponCode = null;
    return ok(cartDetails(ctx.state, cart), { message: SUCCESS_MESSAGES.couponRemoved });
  },
} satisfies FakeResolvers;

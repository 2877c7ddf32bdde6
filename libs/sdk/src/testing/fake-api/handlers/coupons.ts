import type { ApplyCouponInput } from '../../../generated/models';
import { notFound, ok, unprocessable, type FakeResolvers } from '../http';
import { cartDetails, findCoupon, isExpired, openCartOfUser, subTotalOf } from '../model/carts';

/** Coupons: the public list, and applying one (a login is needed). */
export const couponResolvers = {
  listCoupons: ({ state }) => ok(state.coupons.filter((c) => !isExpired(state, c))),
  applyCoupon: (ctx) => {
    const user = ctx.requireUser();
    const { coupon_code } = ctx.body as ApplyCouponInput;
    const coupon = findCoupon(ctx.state, coupon_code.trim());
    if (!coupon) throw notFound('Invalid coupon code');
    if (isExpired(ctx.state, coupon)) throw unprocessable('This coupon has expired');
    const cart = openCartOfUser(ctx.state, user.user.id);
    const subTotal = cart ? subTotalOf(ctx.state, cart) : 0;
    if (!cart || subTotal < coupon.min_cart_value) {
      throw unprocessable(
        `Add items worth ${ctx.state.settings.currency_symbol}${coupon.min_cart_value} or more to use ${coupon.code}`,
      );
    }
    cart.couponCode = coupon.code;
    return ok(cartDetails(ctx.state, cart), { message: 'coupon successfully apply!' });
  },
  removeCoupon: (ctx) => {
    const user = ctx.requireUser();
    const cart = openCartOfUser(ctx.state, user.user.id);
    if (cart) cart.couponCode = null;
    return ok(cartDetails(ctx.state, cart), { message: 'coupon successfully removed!' });
  },
} satisfies FakeResolvers;

import {
  COUPON_USE_RELEASED,
  type CouponTerms,
  isSameShopper,
  limitsShopper,
  ORDERS_NOT_COUNTED,
  type ShopperHistory,
  shopperIdentity,
  type ShopperIdentity,
} from '@storefront/domain';
import type { CouponRecord, FakeState, OrderRecord, UserRecord } from '../state';

/** A coupon by code (any case). */
export function findCoupon(state: FakeState, code: string): CouponRecord | undefined {
  return state.coupons.find((c) => c.code.toLowerCase() === code.toLowerCase());
}

/** Orders that hold a use of the coupon: made with it and not cancelled nor failed (their use went back). */
function ordersUsing(state: FakeState, code: string, exceptCartId: number | null): OrderRecord[] {
  return state.orders.filter(
    (o) =>
      o.order.coupon_code === code &&
      o.cartId !== exceptCartId &&
      !(COUPON_USE_RELEASED as readonly string[]).includes(o.order.status),
  );
}

/**
 * The coupon's terms with the uses taken so far, as the API keeps `used_count`: those from before, and
 * one per order that holds it. The order of the cart being priced (a payment retried) is its own use.
 */
export function couponInUse(state: FakeState, coupon: CouponRecord, cartId: number | null = null): CouponTerms {
  return { ...coupon, usedCount: coupon.usedCount + ordersUsing(state, coupon.code, cartId).length };
}

/** The shopper of an account ordering to `deliveryPhone`. */
export function shopperOf(user: UserRecord, deliveryPhone: string | null): ShopperIdentity {
  return shopperIdentity({ id: user.user.id, phone: user.user.full_phone_number, email: user.user.email }, deliveryPhone);
}

/** Whether an order was placed by this shopper (their account, or one with their phone or e-mail). */
function isShoppersOrder(state: FakeState, shopper: ShopperIdentity, order: OrderRecord): boolean {
  const account = state.users.find((u) => u.user.id === order.userId)?.user;
  return (
    isSameShopper(shopper, { userId: order.userId, phone: order.order.address.phone }) ||
    (account !== undefined && isSameShopper(shopper, { phone: account.full_phone_number, email: account.email }))
  );
}

/** What the shopper did before that the coupon's limits look at (the cart's own order left out). */
export function shopperHistory(state: FakeState, coupon: CouponTerms, shopper: ShopperIdentity, cartId: number | null): ShopperHistory {
  if (!limitsShopper(coupon)) return { uses: 0, hasOrdered: false };
  const using = ordersUsing(state, coupon.code, cartId);
  const theirs = state.orders.filter((o) => o.cartId !== cartId && isShoppersOrder(state, shopper, o));
  return {
    uses: theirs.filter((o) => using.includes(o)).length,
    hasOrdered: theirs.some((o) => !(ORDERS_NOT_COUNTED as readonly string[]).includes(o.order.status)),
  };
}

import { request } from '../client/request';
import type { SdkContext } from './context';

/**
 * Coupons: the public list, and applying one to the cart (login needed): `sdk.coupons`.
 * @example
 * ```ts
 * const { data: coupons } = await sdk.coupons.list();
 * const { meta } = await sdk.coupons.apply(coupons[0].code);
 * console.log(meta.message);
 * ```
 */
export function couponsApi({ client }: SdkContext) {
  return {
    list: () => request('listCoupons', () => client.GET('/coupons')),
    apply: (couponCode: string) =>
      request('applyCoupon', () => client.POST('/carts/apply_coupon', { body: { coupon_code: couponCode } })),
    remove: () => request('removeCoupon', () => client.DELETE('/carts/remove_coupon')),
  };
}

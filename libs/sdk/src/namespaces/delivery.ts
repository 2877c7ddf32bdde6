import { request } from '../client/request';
import type { DeliveryCheck } from '../generated/models';
import type { SdkContext } from './context';

export interface DeliveryCheckInput {
  /** The pincode as typed; the server answers 422 "Please enter a valid 6-digit pincode." when malformed. */
  pincode: string;
  /** Judge the COD limit on this product's price (else on the current cart's total, if any). */
  productId?: number;
}

/**
 * Delivery by pincode (public): `sdk.delivery`. Unlike most calls it answers the check itself, not the
 * `{ data, meta }` envelope. Errors throw as every SDK call does: 422 malformed, 404 unknown pincode, 429.
 * @example
 * ```ts
 * const check = await sdk.delivery.check({ pincode: '560001', productId: 12 });
 * if (check.serviceable) console.log(check.latest_delivery_date, check.cod_available);
 * else console.log(check.reason);
 * ```
 */
export function deliveryApi({ client }: SdkContext) {
  return {
    check: async ({ pincode, productId }: DeliveryCheckInput): Promise<DeliveryCheck> => {
      const query = productId === undefined ? { pincode } : { pincode, product_id: productId };
      const body = await request('checkDelivery', () => client.GET('/delivery/check', { params: { query } }));
      return body.data;
    },
  };
}

import {
  assessDelivery,
  isPincodeFormat,
  PINCODE_FORMAT_MESSAGE,
  pincodeUnknownMessage,
} from '@storefront/domain';
import type { DeliveryCheck } from '@storefront/sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotFoundError, UnprocessableError } from '../../http/errors';
import { loadDeliveryRules } from './delivery-rules';
import { findPincode, placeNames } from './pincode-place';

/**
 * Delivery to a listed pincode by the merchant's rules, or null when India Post does not list it.
 * `orderValuePaise` is judged against the COD limit (null: only the zone counts); `now` is the clock.
 */
export async function deliveryToPincode(
  db: Kysely<Database>,
  pincode: string,
  orderValuePaise: number | null,
  now: Date,
): Promise<DeliveryCheck | null> {
  const row = await findPincode(db, pincode);
  if (!row) return null;
  const [rules, names] = await Promise.all([loadDeliveryRules(db), placeNames(db, row)]);
  const assessment = assessDelivery(rules, row, { now, orderValuePaise });
  return { pincode, ...names, ...assessment };
}

/** `GET /delivery/check`: 422 for a malformed pincode, 404 for one India Post does not list. */
export async function checkDelivery(
  db: Kysely<Database>,
  pincode: string,
  orderValuePaise: number | null,
  now: Date,
): Promise<DeliveryCheck> {
  if (!isPincodeFormat(pincode)) throw new UnprocessableError(PINCODE_FORMAT_MESSAGE);
  const check = await deliveryToPincode(db, pincode, orderValuePaise, now);
  if (!check) throw new NotFoundError(pincodeUnknownMessage(pincode));
  return check;
}

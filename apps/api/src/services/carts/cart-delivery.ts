import { pincodeNotServedMessage, unlistedAddressCheck } from '@storefront/domain';
import type { CartDetails, DeliveryCheck } from '@storefront/sdk';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { UnprocessableError } from '../../http/errors';
import { deliveryToPincode } from '../delivery/check-delivery';
import { priceCart } from './price-cart';
import { codOrderValueOfCart } from '../delivery/order-value';

/**
 * Delivery to a saved address: by its pincode; a pincode India Post does not list is not served (the
 * address form lets a shopper type any six digits), named by the address's own city and state.
 */
async function deliveryToAddress(
  db: Kysely<Database>,
  address: { pincode: string; city: string; state: string },
  orderValuePaise: number | null,
  now: Date,
): Promise<DeliveryCheck> {
  const check = await deliveryToPincode(db, address.pincode, orderValuePaise, now);
  return check ?? unlistedAddressCheck(address);
}

async function addressOf(db: Kysely<Database>, addressId: number) {
  return db.selectFrom('addresses').select(['pincode', 'city', 'state']).where('id', '=', addressId).executeTakeFirst();
}

/** The cart with its `delivery` filled: to the cart's address (COD judged on a COD order's total), else null. */
export async function withCartDelivery(db: Kysely<Database>, cart: CartDetails, now: Date = new Date()): Promise<CartDetails> {
  const address = cart.address_id === null ? undefined : await addressOf(db, cart.address_id);
  if (!address) return { ...cart, delivery: null };
  return { ...cart, delivery: await deliveryToAddress(db, address, codOrderValueOfCart(cart), now) };
}

/** `add_address`: 422 with the reason when the store does not deliver to the address's pincode. */
export async function assertDeliverable(db: Kysely<Database>, addressId: number, now: Date = new Date()): Promise<void> {
  const address = await addressOf(db, addressId);
  if (!address) return; // The caller answers 404 for an address that is not the shopper's.
  const check = await deliveryToAddress(db, address, null, now);
  if (!check.serviceable) throw new UnprocessableError(check.reason ?? pincodeNotServedMessage(address.pincode));
}

/**
 * The delivery of an order being placed, inside its transaction: 422 when the address is not served, or
 * (paid by COD) when the zone or the order's total (paise) does not allow cash on delivery. Answers the
 * promised dates.
 */
export async function orderDelivery(
  db: Kysely<Database>,
  address: { pincode: string; city: string; state: string },
  codOrderTotal: number | null,
  now: Date,
): Promise<{ earliest: string | null; latest: string | null }> {
  const check = await deliveryToAddress(db, address, codOrderTotal, now);
  if (!check.serviceable) throw new UnprocessableError(check.reason ?? pincodeNotServedMessage(address.pincode));
  if (codOrderTotal !== null && !check.cod_available) throw new UnprocessableError(check.cod_reason ?? '');
  return { earliest: check.earliest_delivery_date, latest: check.latest_delivery_date };
}

/**
 * `update_cod_charge` turning COD on (inside its transaction): 422 with the cod_reason when the cart's
 * address is not served, or its zone or a COD order's total does not allow COD. Without an address yet,
 * placing the order decides.
 */
export async function assertCartCodAllowed(db: Kysely<Database>, cart: Row<'carts'>, now: Date = new Date()): Promise<void> {
  if (cart.address_id === null) return;
  const address = await addressOf(db, cart.address_id);
  if (!address) return;
  const priced = await priceCart(db, { ...cart, cod_payment: 1 }, now);
  await orderDelivery(db, address, priced.total, now);
}

import {
  assessDelivery,
  cityDisplayName,
  isPincodeFormat,
  PINCODE_FORMAT_MESSAGE,
  pincodeNotServedMessage,
  pincodeUnknownMessage,
  stateDisplayName,
  unlistedAddressCheck,
} from '@storefront/domain';
import type { DeliveryCheck, DeliveryPromise } from '../../../generated/models';
import { pincodes, type PincodeFixture } from '../../fixtures/pincodes';
import { notFound, unprocessable } from '../http';
import { now, type CartRecord, type FakeState } from '../state';

/** The fake's directory: the fixtures' few pincodes (the API has all of India's). */
function findPincode(pincode: string): PincodeFixture | undefined {
  return pincodes.find((p) => p.pincode === pincode);
}

/** The check for a listed pincode, by the state's delivery rules and the fake's clock. */
function checkOf(state: FakeState, place: PincodeFixture, orderValuePaise: number | null): DeliveryCheck {
  const stateName = stateDisplayName(place.state, state.states.map((s) => s.name));
  const storeState = state.states.find((s) => s.name === stateName);
  const cities = storeState ? (state.citiesByState[storeState.id] ?? []).map((c) => c.name) : [];
  const assessment = assessDelivery(state.deliveryRules, place, { now: now(state), orderValuePaise });
  return { pincode: place.pincode, city: cityDisplayName(place.district, cities), state: stateName, ...assessment };
}

/** `GET /delivery/check`: 422 for a malformed pincode, 404 for one the directory does not list. */
export function checkPincode(state: FakeState, pincode: string, orderValuePaise: number | null): DeliveryCheck {
  if (!isPincodeFormat(pincode)) throw unprocessable(PINCODE_FORMAT_MESSAGE);
  const place = findPincode(pincode);
  if (!place) throw notFound(pincodeUnknownMessage(pincode));
  return checkOf(state, place, orderValuePaise);
}

/**
 * The cart's `delivery`: to its address (null without one), COD judged on what a COD order of the cart
 * would total (`priceCart(state, cart, true).total`); an unlisted pincode is not served.
 */
export function cartDelivery(state: FakeState, cart: CartRecord, codOrderValue: number): DeliveryCheck | null {
  const address = state.addresses.find((a) => a.address.id === cart.addressId)?.address;
  if (!address) return null;
  const place = findPincode(address.pincode);
  if (place) return checkOf(state, place, codOrderValue);
  return unlistedAddressCheck(address);
}

/** `add_address`: 422 when the store does not deliver to the address's pincode. */
export function assertDeliverable(state: FakeState, pincode: string): DeliveryCheck {
  const place = findPincode(pincode);
  if (!place) throw unprocessable(pincodeUnknownMessage(pincode));
  const check = checkOf(state, place, null);
  if (!check.serviceable) throw unprocessable(check.reason ?? pincodeNotServedMessage(pincode));
  return check;
}

/** COD on, or a COD order: 422 with the cod_reason when the address's zone or the value does not allow it. */
export function assertCodAllowed(state: FakeState, pincode: string, codOrderValue: number): void {
  const place = findPincode(pincode);
  if (!place) throw unprocessable(pincodeUnknownMessage(pincode));
  const check = checkOf(state, place, codOrderValue);
  if (!check.serviceable) throw unprocessable(check.reason ?? pincodeNotServedMessage(pincode));
  if (!check.cod_available) throw unprocessable(check.cod_reason ?? '');
}

/** The dates fixed on an order when it is placed (null when the pincode is unknown). */
export function deliveryPromiseFor(state: FakeState, pincode: string): DeliveryPromise | null {
  const place = findPincode(pincode);
  if (!place) return null;
  const check = checkOf(state, place, null);
  if (!check.earliest_delivery_date || !check.latest_delivery_date) return null;
  return { earliest_delivery_date: check.earliest_delivery_date, latest_delivery_date: check.latest_delivery_date };
}

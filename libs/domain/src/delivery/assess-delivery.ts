import { pincodeNotServedMessage, pincodeUnknownMessage } from '../messages/delivery';
import { codDecision } from './cod-decision';
import type { DeliveryRules } from './delivery-rules';
import { deliveryWindow } from './delivery-window';
import { matchZone, type PincodePlace } from './match-zone';

/** The rules' answer for one place: the `DeliveryCheck` of the contract without the place names. */
export interface DeliveryAssessment {
  serviceable: boolean;
  reason: string | null;
  earliest_delivery_date: string | null;
  latest_delivery_date: string | null;
  cod_available: boolean;
  cod_reason: string | null;
}

export interface AssessOptions {
  /** The clock (injected, so tests and the fake choose the day and hour). */
  now: Date;
  /** The order value judged against the COD limit, in paise; null when there is none. */
  orderValuePaise: number | null;
}

/** Serviceability, delivery dates and COD for a known pincode, by the merchant's rules. */
export function assessDelivery(rules: DeliveryRules, place: PincodePlace, options: AssessOptions): DeliveryAssessment {
  const zone = matchZone(rules.zones, place);
  const cod = codDecision(zone, options.orderValuePaise, rules.codLimitPaise);
  if (!zone || !zone.serviceable) {
    return {
      serviceable: false,
      reason: pincodeNotServedMessage(place.pincode),
      earliest_delivery_date: null,
      latest_delivery_date: null,
      cod_available: false,
      cod_reason: cod.reason,
    };
  }
  const window = deliveryWindow(options.now, rules.cutoffHourIst, zone.minDays, zone.maxDays);
  return {
    serviceable: true,
    reason: null,
    earliest_delivery_date: window.earliest,
    latest_delivery_date: window.latest,
    cod_available: cod.available,
    cod_reason: cod.reason,
  };
}

/**
 * The `DeliveryCheck` of an address whose pincode India Post does not list: not served, with the reason,
 * under the place names the shopper wrote on the address.
 */
export function unlistedAddressCheck(address: { pincode: string; city: string; state: string }): DeliveryAssessment & {
  pincode: string;
  city: string;
  state: string;
} {
  return {
    pincode: address.pincode,
    city: address.city,
    state: address.state,
    serviceable: false,
    reason: pincodeUnknownMessage(address.pincode),
    earliest_delivery_date: null,
    latest_delivery_date: null,
    cod_available: false,
    cod_reason: null,
  };
}

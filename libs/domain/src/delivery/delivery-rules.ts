/**
 * The merchant's delivery rules (docs/product.md §9): where the store ships from, the zones it serves, and when and
 * how cash on delivery is allowed. The API keeps them in `delivery_zones` and `store_settings`; the
 * SDK's fake keeps `DEMO_DELIVERY_RULES`. Place names are compared as India Post writes them (upper case).
 */

/** Pincodes `from` to `to`, both included (six-digit strings compare in numeric order). */
export interface PincodeRange {
  from: string;
  to: string;
}

/**
 * A zone, matched by state, district or pincode range (any one of them matches); a zone with none of
 * them matches every pincode (the "rest of India" zone, placed last).
 */
export interface DeliveryZone {
  name: string;
  /** False: the store does not deliver there. */
  serviceable: boolean;
  states: string[];
  districts: string[];
  pincodeRanges: PincodeRange[];
  /** Working days from dispatch to delivery, at the earliest and at the latest. */
  minDays: number;
  maxDays: number;
  /** Cash on delivery offered in this zone. */
  cod: boolean;
}

export interface DeliveryRules {
  shipsFromPincode: string;
  /** Orders before this hour (IST, 0-23) on a working day are dispatched that day. */
  cutoffHourIst: number;
  /** Cash on delivery only for order values up to this (paise). */
  codLimitPaise: number;
  /** In order: the first zone that matches wins. */
  zones: DeliveryZone[];
}

function zone(
  name: string,
  match: Partial<Pick<DeliveryZone, 'states' | 'districts' | 'pincodeRanges'>>,
  terms: Pick<DeliveryZone, 'serviceable' | 'minDays' | 'maxDays' | 'cod'>,
): DeliveryZone {
  return { name, states: [], districts: [], pincodeRanges: [], ...match, ...terms };
}

/** The demo store's rules (the delivery contract); the migration seeds the same rows. */
export const DEMO_DELIVERY_RULES: DeliveryRules = {
  shipsFromPincode: '560001',
  cutoffHourIst: 14,
  codLimitPaise: 1_000_000,
  zones: [
    zone('Not served', { districts: ['LAKSHADWEEP DISTRICT'] }, { serviceable: false, minDays: 0, maxDays: 0, cod: false }),
    zone('Remote', { states: ['ANDAMAN AND NICOBAR ISLANDS', 'LADAKH'] }, { serviceable: true, minDays: 5, maxDays: 9, cod: false }),
    zone(
      'Metro',
      { states: ['DELHI'], districts: ['BENGALURU URBAN', 'MUMBAI', 'MUMBAI SUBURBAN', 'CHENNAI', 'KOLKATA', 'HYDERABAD'] },
      { serviceable: true, minDays: 1, maxDays: 2, cod: true },
    ),
    zone('Rest of India', {}, { serviceable: true, minDays: 3, maxDays: 7, cod: true }),
  ],
};

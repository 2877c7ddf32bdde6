import type { DeliveryZone } from './delivery-rules';

/** Where a pincode is, as India Post lists it. */
export interface PincodePlace {
  pincode: string;
  district: string;
  state: string;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function matches(zone: DeliveryZone, place: PincodePlace): boolean {
  const hasCriteria = zone.states.length + zone.districts.length + zone.pincodeRanges.length > 0;
  if (!hasCriteria) return true;
  return (
    zone.states.some((state) => same(state, place.state)) ||
    zone.districts.some((district) => same(district, place.district)) ||
    zone.pincodeRanges.some((range) => range.from <= place.pincode && place.pincode <= range.to)
  );
}

/** The first zone that matches the place, or null (the store then does not deliver there). */
export function matchZone(zones: readonly DeliveryZone[], place: PincodePlace): DeliveryZone | null {
  return zones.find((zone) => matches(zone, place)) ?? null;
}

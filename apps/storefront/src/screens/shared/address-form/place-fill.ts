import type { AddressValues } from '@storefront/domain';
import type { DeliveryCheck } from '@storefront/sdk';

/** The State and City the form last filled from a pincode. */
export interface FilledPlace {
  state?: string;
  city?: string;
}

/**
 * Which of State and City a pincode's answer fills: a field that is empty or still holds what was filled
 * before (the shopper has not changed it since). A State the shopper chose stays, and then the City is
 * filled only if the answer is in that state. A City the shopper chose stays too, unless the State moves
 * to another state (that city belonged to the old one). Answers the fields to set.
 */
export function placeFill(values: Partial<AddressValues>, filled: FilledPlace, check: Pick<DeliveryCheck, 'state' | 'city'>): FilledPlace {
  const untouched = (current: string | undefined, before: string | undefined) => !current || current === before;
  const fillState = untouched(values.state, filled.state);
  const movesState = fillState && values.state !== check.state;
  const sameState = fillState || values.state === check.state;
  const fillCity = movesState || (sameState && untouched(values.city, filled.city));
  return {
    ...(fillState ? { state: check.state } : {}),
    ...(fillCity ? { city: check.city } : {}),
  };
}

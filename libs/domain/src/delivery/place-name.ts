/**
 * India Post writes places in capitals ("BENGALURU URBAN", "KARNATAKA"); the shopper sees the store's own
 * names: the state as the API's states list spells it, the city from that state's city list when one
 * matches the district, else the district in title case.
 */

/** "NORTH EAST" → "North East"; "and", "of" stay lower case inside a name. */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => (index > 0 && (word === 'and' || word === 'of') ? word : word[0].toUpperCase() + word.slice(1)))
    .join(' ');
}

const key = (value: string) => value.trim().toLowerCase().replace(/^the\s+/, '');

/** The store's name of an India Post state ("THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU" included). */
export function stateDisplayName(indiaPostState: string, storeStates: readonly string[]): string {
  return storeStates.find((name) => key(name) === key(indiaPostState)) ?? titleCase(indiaPostState.replace(/^the\s+/i, ''));
}

/** Words India Post adds to a district that a city name does not have ("BENGALURU URBAN" is Bengaluru). */
const DISTRICT_SUFFIX = /\s+(urban|rural|suburban|district|city)$/;

/** The store's city for a district, or the district in title case. */
export function cityDisplayName(district: string, storeCities: readonly string[]): string {
  const wanted = [key(district), key(district).replace(DISTRICT_SUFFIX, '')];
  return storeCities.find((city) => wanted.includes(key(city))) ?? titleCase(district);
}

import type { Address } from '@storefront/sdk';

/** The street lines, landmark, city, state and pincode of an address on one line, for lists and labels. */
export function addressLines(address: Address): string {
  return [address.address_line_1, address.address_line_2, address.landmark, `${address.city}, ${address.state} ${address.pincode}`]
    .filter(Boolean)
    .join(', ');
}

/** "home" -> "Home": the type as the form's select and the address book show it. */
export function addressTypeLabel(type: Address['address_type']): string {
  return type[0].toUpperCase() + type.slice(1);
}

import type { AddressInput } from '@storefront/sdk';

/** A second address for the demo customer (not the default): a work address in Pune. */
export const officeAddress = {
  name: 'Demo Customer',
  phone: '9876501234',
  address_line_1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  address_type: 'work',
} as const satisfies AddressInput;

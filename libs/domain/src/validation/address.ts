import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { optionalChoice, optionalText, requiredText } from './fields';
import { PHONE_PATTERN, PINCODE_PATTERN } from './patterns';

/**
 * Messages of the address form. The spec lists no address fields or messages (docs/product.md §9: "address fields
 * not shown"); these name the field the shopper must fix.
 */
export const ADDRESS_MESSAGES = {
  addressLine1Required: 'address required',
  stateRequired: 'state required',
  cityRequired: 'city required',
  pincodeRequired: 'pincode required',
  addressTypeInvalid: 'Choose home, work or other',
} as const;

/** The kinds of address (home is the default). */
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;

/**
 * The delivery address form: name, 10-digit phone, address lines, landmark, Indian state then city,
 * 6-digit pincode (first digit not 0), type and default flag.
 */
export const addressSchema = z.object({
  name: requiredText(FIELD_MESSAGES.nameRequired),
  phone: requiredText(FIELD_MESSAGES.fullPhoneNumberRequired).refine(
    (value) => PHONE_PATTERN.test(value),
    FIELD_MESSAGES.invalidPhoneNumber,
  ),
  address_line_1: requiredText(ADDRESS_MESSAGES.addressLine1Required),
  address_line_2: optionalText(),
  landmark: optionalText(),
  state: requiredText(ADDRESS_MESSAGES.stateRequired),
  city: requiredText(ADDRESS_MESSAGES.cityRequired),
  pincode: requiredText(ADDRESS_MESSAGES.pincodeRequired).refine(
    (value) => PINCODE_PATTERN.test(value),
    FIELD_MESSAGES.invalidPincode,
  ),
  address_type: optionalChoice(ADDRESS_TYPES, ADDRESS_MESSAGES.addressTypeInvalid),
  is_default: z.boolean().optional(),
});

/** The address form's values after validation. */
export type AddressValues = z.output<typeof addressSchema>;

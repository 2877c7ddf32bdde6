import { blankFields, type FieldIssue } from './blank-fields';

/** The address fields a create or update sends (the contract's `AddressInput`, every field optional). */
export interface AddressFieldsInput {
  name?: string;
  phone?: string;
  address_line_1?: string;
  address_line_2?: string | null;
  landmark?: string | null;
  city?: string;
  pincode?: string;
  address_type?: string;
}

export type CleanAddressFields = Partial<Record<'name' | 'phone' | 'address_line_1' | 'city' | 'pincode' | 'address_type', string>> &
  Partial<Record<'address_line_2' | 'landmark', string | null>>;

/**
 * An address as stored: required text trimmed and never blank (name, first line, city), optional lines
 * trimmed with a blank one stored as null; fields not sent stay out. The state is checked by the caller
 * against its list of states.
 */
export function cleanAddressFields(input: AddressFieldsInput): { fields: CleanAddressFields; errors: FieldIssue[] } {
  const errors = blankFields({ name: input.name, address_line_1: input.address_line_1, city: input.city });
  const fields: CleanAddressFields = {};
  for (const field of ['name', 'address_line_1', 'city'] as const) {
    const value = input[field]?.trim();
    if (value) fields[field] = value;
  }
  for (const field of ['address_line_2', 'landmark'] as const) {
    const value = input[field];
    if (value !== undefined) fields[field] = value === null ? null : value.trim() || null;
  }
  for (const field of ['phone', 'pincode', 'address_type'] as const) {
    if (input[field] !== undefined) fields[field] = input[field];
  }
  return { fields, errors };
}

/** A state as typed, matched case-insensitively by name or code (`maharashtra`, `MH`): its listed name, or null. */
export function findStateName(states: readonly { name: string; code: string }[], typed: string): string | null {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return null;
  return states.find((s) => s.name.toLowerCase() === wanted || s.code.toLowerCase() === wanted)?.name ?? null;
}

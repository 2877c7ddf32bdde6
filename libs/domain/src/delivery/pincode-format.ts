import { PINCODE_PATTERN } from '../validation/patterns';

/** True for a well-formed pincode: six digits, the first not 0 (surrounding spaces are the caller's to trim). */
export function isPincodeFormat(value: unknown): value is string {
  return typeof value === 'string' && PINCODE_PATTERN.test(value);
}

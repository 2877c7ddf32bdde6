/**
 * An email address whose final domain label is 2 to 4 letters (docs/product.md §5), e.g. "asha@shop.in".
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

/** A phone number of exactly 10 digits and nothing else. */
export const PHONE_PATTERN = /^[0-9]{10}$/;

/** An Indian pincode: 6 digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** A GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity digit, "Z", check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** True when the value (trimmed) matches EMAIL_PATTERN. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** True when the value (trimmed) is exactly 10 digits. */
export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

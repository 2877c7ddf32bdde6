import { formatRupees } from '../money/paise';

/**
 * Delivery by pincode (docs/product.md §8): what the API, the SDK's fake and the storefront say about a pincode.
 * Fixed by the delivery contract; the API answers the first five, the screens show the rest.
 */

/** 422 on a pincode that is not six digits (or starts with 0). */
export const PINCODE_FORMAT_MESSAGE = 'Please enter a valid 6-digit pincode.';

/** 404 on a well-formed pincode that India Post does not list. */
export function pincodeUnknownMessage(pincode: string): string {
  return `Pincode ${pincode} does not exist. Please check it.`;
}

/** `reason` of a pincode in a zone the store does not serve (and 422 on `add_address`). */
export function pincodeNotServedMessage(pincode: string): string {
  return `Sorry, we do not deliver to ${pincode} yet.`;
}

/** `cod_reason` in a zone without cash on delivery (and 422 on choosing COD there). */
export const COD_NOT_IN_ZONE_MESSAGE = 'Cash on delivery is not available for this pincode.';

/** `cod_reason` when the order value is above the store's COD limit (paise in): "… up to ₹10,000." */
export function codOverLimitMessage(limitPaise: number): string {
  return `Cash on delivery is available only for orders up to ${formatRupees(limitPaise)}.`;
}

/** Shown when `cod_available` is true. */
export const COD_AVAILABLE_TEXT = 'Cash on delivery available';

/** "Delivery by Tue, 2 Dec" for the latest delivery date (YYYY-MM-DD), whatever the browser's time zone. */
export function deliveryByText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const label = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
  return `Delivery by ${label}`;
}

/** "Bengaluru, Karnataka": where a pincode is, as the check answers it. */
export function pincodePlaceText(city: string, state: string): string {
  return `${city}, ${state}`;
}

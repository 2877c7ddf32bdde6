/** The list's price range as the shopper types it and as the URL carries it: rupees, as prices are shown. */
export interface PriceRange {
  min?: number;
  max?: number;
}

/** Why a price range was not taken, for the field it concerns. */
export interface PriceRangeError {
  field: 'min' | 'max';
  message: string;
}

export const PRICE_RANGE_MESSAGES = {
  notANumber: 'Enter an amount in rupees, like 499',
  negative: 'The price cannot be below ₹0',
  minAboveMax: 'The minimum price must not be more than the maximum',
} as const;

/** Rupees with at most two decimals (paise), twelve digits at most (under a lakh crore): longer text is not a price. */
const RUPEES = /^\d{1,12}(\.\d{1,2})?$/;

type PriceRead = { value?: number; error?: string };

/** One bound: empty is "no bound"; "499", "499.50" and " 499 " are rupees; anything else says why not. */
function readPrice(text: string | null | undefined): PriceRead {
  const trimmed = (text ?? '').trim().replace(/^₹\s*/, '');
  if (trimmed === '') return {};
  if (RUPEES.test(trimmed)) return { value: Number(trimmed) };
  if (/^-\s*\d/.test(trimmed)) return { error: PRICE_RANGE_MESSAGES.negative };
  return { error: PRICE_RANGE_MESSAGES.notANumber };
}

/**
 * Reads a price range from two texts (the URL's min_price and max_price, or the filter's inputs). A range
 * with an error has no bounds: a list filtered by half of a mistaken range would mislead.
 */
export function readPriceRange(minText: string | null | undefined, maxText: string | null | undefined): { range: PriceRange; error?: PriceRangeError } {
  const min = readPrice(minText);
  const max = readPrice(maxText);
  if (min.error) return { range: {}, error: { field: 'min', message: min.error } };
  if (max.error) return { range: {}, error: { field: 'max', message: max.error } };
  if (min.value !== undefined && max.value !== undefined && min.value > max.value) {
    return { range: {}, error: { field: 'min', message: PRICE_RANGE_MESSAGES.minAboveMax } };
  }
  return {
    range: { ...(min.value !== undefined ? { min: min.value } : {}), ...(max.value !== undefined ? { max: max.value } : {}) },
  };
}

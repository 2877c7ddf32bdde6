import { groupIndian } from './indian-digits';

/**
 * Money is counted in integer paise wherever a rule computes it (the API's database, the cart charges,
 * coupons); the wire and the screens show rupees with at most two decimals.
 */

/** Paise to rupees (wire): a number with at most two decimals. */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** `toRupees`, keeping null (and undefined) as null. */
export function toRupeesOrNull(paise: number | null | undefined): number | null {
  return paise === null || paise === undefined ? null : toRupees(paise);
}

/** Rupees (wire) to paise, rounding away float noise (1299.5 -> 129950). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * An amount in paise for a sentence: "₹499", "₹4,999", "₹1,299.50" (Indian grouping, paise shown only
 * when there are some).
 */
export function formatRupees(paise: number): string {
  const whole = Math.round(paise);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const fraction = abs % 100;
  return `₹${sign}${groupIndian(String(Math.floor(abs / 100)))}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

import { groupIndian } from './indian-digits';

/** Rounds to whole paise without binary-float surprises (1.005 -> 101). */
function exactPaise(amount: number): number {
  const shifted = Number(`${Math.abs(amount)}e2`);
  return Math.round(Number.isFinite(shifted) ? shifted : Math.abs(amount) * 100);
}

/**
 * A price for display: the currency symbol, Indian digit grouping and two decimals,
 * e.g. 1299 -> "₹1,299.00", 123456 -> "₹1,23,456.00", -50 -> "-₹50.00". Numeric strings are accepted;
 * anything not a finite number gives "" so a broken amount never shows as a wrong price.
 */
export function formatPrice(amount: number | string | null | undefined, currencySymbol = '₹'): string {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const paise = exactPaise(value);
  const rupees = groupIndian(String(Math.floor(paise / 100)));
  const fraction = String(paise % 100).padStart(2, '0');
  const sign = value < 0 && paise > 0 ? '-' : '';
  return `${sign}${currencySymbol}${rupees}.${fraction}`;
}

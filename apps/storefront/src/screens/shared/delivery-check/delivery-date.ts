import { MONTHS } from '../format-date';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * "Tue, 2 Dec": a delivery date (the API's calendar date, YYYY-MM-DD) as en-IN writes it with weekday
 * short, day numeric and month short ("Sept" as Intl's en-IN does). Written out rather than with Intl for
 * the reason format-date.ts gives; read as a calendar date, so no time zone can move it a day. Empty for
 * an unreadable date.
 */
export function formatDeliveryDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  // Date.UTC rolls 2026-13-40 over into another date: only a real calendar date is written.
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return '';
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "Delivery by Tue, 2 Dec": the latest date of a promise (what the shopper can count on). */
export function deliveryByText(latestDate: string): string {
  return `Delivery by ${formatDeliveryDate(latestDate)}`;
}

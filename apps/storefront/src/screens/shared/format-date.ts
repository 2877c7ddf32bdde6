/** Short month names as Indian English writes them (what Intl's en-IN gives). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * "5 Sept 2026", or "5 Sept 2026, 3:07 pm" with the time, in the shopper's time zone; empty for an
 * unreadable date. Written out rather than with Intl.DateTimeFormat: creating one loads the locale's data,
 * which cost a phone about 15 ms of the first product page (its reviews' dates).
 */
export function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  if (!withTime) return day;
  const hours = date.getHours();
  return `${day}, ${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Short month names as Indian English writes them (what Intl's en-IN gives). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** India has one time zone and no summer time: UTC+05:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * "5 Sept 2026", or "5 Sept 2026, 3:07 pm" with the time, in India time (the store's), so that the page the
 * server renders and the browser that hydrates it write the same date whatever their own time zones. Empty
 * for an unreadable date. Written out rather than with Intl.DateTimeFormat: creating one loads the locale's
 * data, a noticeable cost on a phone's first product page (its reviews' dates).
 */
export function formatDate(iso: string, withTime = false): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const date = new Date(time + INDIA_OFFSET_MS);
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  if (!withTime) return day;
  const hours = date.getUTCHours();
  return `${day}, ${hours % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

import { DEFAULT_LOCALE, type Locale } from '@storefront/domain';
import { formatIndiaDate, useLocale } from '@storefront/i18n';

/** Short month names as Indian English writes them (what Intl's en-IN gives). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the English formatter's own month names; other languages use Intl
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** India has one time zone and no summer time: UTC+05:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * "5 Sept 2026", or "5 Sept 2026, 3:07 pm" with the time, in India time (the store's), so that the page the
 * server renders and the browser that hydrates it write the same date whatever their own time zones. Empty
 * for an unreadable date. English is written out rather than with Intl.DateTimeFormat: creating one loads
 * the locale's data, a noticeable cost on a phone's first product page (its reviews' dates). Other
 * languages go through libs/i18n's formatters ("5 सित॰ 2026").
 */
export function formatDate(iso: string, withTime = false, locale: Locale = DEFAULT_LOCALE): string {
  if (locale !== DEFAULT_LOCALE) return formatIndiaDate(iso, locale, withTime);
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const date = new Date(time + INDIA_OFFSET_MS);
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  if (!withTime) return day;
  const hours = date.getUTCHours();
  return `${day}, ${hours % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** `formatDate` in the page's language. */
export function useFormatDate(): (iso: string, withTime?: boolean) => string {
  const locale = useLocale();
  return (iso, withTime = false) => formatDate(iso, withTime, locale);
}

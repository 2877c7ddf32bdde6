import { formatPrice, useLocale } from '@storefront/i18n';
import type { Locale } from '@storefront/domain';
import { useStores } from '../../stores';
import { formatDate } from '../shared/format-date';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The store's time zone: India has one, and no summer time. */
const indiaZoneId = 'Asia/Kolkata';
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: indiaZoneId };
// A 24-hour clock: hi-IN's 12-hour one writes the Latin "am"/"pm".
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * A date (with the time) in India time, in the page's language. English keeps the store's own words
 * ("5 Sept 2026, 3:07 pm", written without Intl); other languages use Intl, one formatter per language kept.
 */
export function formatDateIn(iso: string, locale: Locale, withTime = false): string {
  if (locale === 'en-IN') return formatDate(iso, withTime);
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const key = `${locale} ${withTime}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, withTime ? DAY_TIME : DAY)));
  return format.format(time);
}

/** `formatDateIn` in the page's language. */
export function useFormatDate(): (iso: string, withTime?: boolean) => string {
  const locale = useLocale();
  return (iso, withTime) => formatDateIn(iso, locale, withTime);
}

/** A price in the page's language: English with the store's currency symbol, exactly as everywhere else. */
export function usePrice(): (amount: number | string | null | undefined) => string {
  const { settings } = useStores();
  const locale = useLocale();
  return (amount) => (locale === 'en-IN' ? settings.formatPrice(amount) : formatPrice(amount, locale));
}

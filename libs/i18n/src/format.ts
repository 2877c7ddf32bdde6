import { formatPrice as formatPriceEnglish, formatRupees as formatRupeesEnglish, type Locale } from '@storefront/domain';

/**
 * Numbers, money and dates in the shopper's language. English keeps the store's own formatters (their
 * output is the product's exact text); Hindi uses Intl with Latin digits (hi-IN's default numbering, what
 * Indian stores show), so prices and pincodes read the same in both languages.
 *
 * Creating an Intl formatter loads locale data and costs far more than formatting with one: each
 * (locale, options) pair is created once and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const PRICE: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 };
// `trailingZeroDisplay` (ES2023) is missing from TypeScript's ES2022 library types; every supported browser has it.
const RUPEES = { style: 'currency', currency: 'INR', trailingZeroDisplay: 'stripIfInteger' } as Intl.NumberFormatOptions;
const DELIVERY_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
// India has one time zone: the store's dates read the same wherever the page is rendered.
const INDIA_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' };
const INDIA_DAY_TIME: Intl.DateTimeFormatOptions = { ...INDIA_DAY, hour: 'numeric', minute: '2-digit' };

/** A price in rupees with two decimals: "₹1,00,000.00" (English exactly as `formatPrice` of the domain). */
export function formatPrice(amount: number | string | null | undefined, locale: Locale): string {
  if (locale === 'en-IN') return formatPriceEnglish(amount);
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return numberFormat(locale, PRICE).format(value);
}

/** An amount in paise for a sentence: "₹499", "₹1,299.50" (English exactly as `formatRupees` of the domain). */
export function formatRupees(paise: number, locale: Locale): string {
  if (locale === 'en-IN') return formatRupeesEnglish(paise);
  return numberFormat(locale, RUPEES).format(Math.round(paise) / 100);
}

/** A count or quantity with Indian grouping: "1,23,456". */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, {}).format(value);
}

/** A delivery day: "Tue, 2 Dec" / "मंगल, 2 दिस॰" (the date's calendar day, whatever the reader's time zone). */
export function formatDeliveryDay(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, DELIVERY_DAY).format(date);
}

/** A moment as a date in India time, "5 सित॰ 2026", or with the time, "5 सित॰ 2026, 3:07 pm"; empty if unreadable. */
export function formatIndiaDate(iso: string, locale: Locale, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, withTime ? INDIA_DAY_TIME : INDIA_DAY).format(date);
}

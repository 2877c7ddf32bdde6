import type { Locale } from '@storefront/domain';
import { formatNumber } from '@storefront/i18n';

/**
 * A count inside a sentence: English writes the bare number as it always has ("1200 products"), other
 * languages group it the Indian way ("1,200").
 */
export function countText(count: number, locale: Locale): string {
  return locale === 'en-IN' ? String(count) : formatNumber(count, locale);
}

import type { Translate } from '@storefront/i18n';

/** A salon category as the register form names it ("Mens"). */
export function salonCategoryLabel(tr: Translate, value: string): string {
  switch (value) {
    case 'mens':
      return tr('account.salon.mens');
    case 'women':
      return tr('account.salon.women');
    case 'unisex':
      return tr('account.salon.unisex');
    default:
      return value;
  }
}

/** A stored salon category as the profile shows it: the value itself in English ("mens"). */
export function salonCategoryValue(tr: Translate, value: string): string {
  switch (value) {
    case 'mens':
      return tr('account.salon.valueMens');
    case 'women':
      return tr('account.salon.valueWomen');
    case 'unisex':
      return tr('account.salon.valueUnisex');
    default:
      return value;
  }
}

/** A monthly consumption option: the ranges are figures, the last one has words. */
export function monthlyConsumptionLabel(tr: Translate, value: string): string {
  return /[a-z]/i.test(value) ? tr('account.salon.moreThan10000') : value;
}

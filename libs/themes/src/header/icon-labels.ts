import type { Translate } from '@storefront/i18n';

/** Accessible name of an icon with a count badge: "Cart", "Cart, 1 item", "Wishlist, 3 items". */
export function countLabel(tr: Translate, name: string, count: number): string {
  if (!(count > 0)) return name;
  return tr('shell.header.countLabel', { name, count });
}

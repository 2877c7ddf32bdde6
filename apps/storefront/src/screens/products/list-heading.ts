import type { ListQuery } from '@storefront/domain';
import type { Translate } from '@storefront/i18n';
import type { ProductFilter } from '../../stores';

/** The list's h1 and title: the search, the one chosen category or brand, or all products. */
export function listHeading(query: ListQuery, filters: readonly ProductFilter[], t: Translate): string {
  if (query.text) return t('browse.list.searchFor', { text: query.text });
  const nameOf = (chosen: ListQuery['categories'], filterIndex: number) => {
    const option = filters[filterIndex]?.options.find((o) => o.id === chosen[0].id);
    return option?.name ?? chosen[0].name;
  };
  if (query.categories.length === 1 && query.brands.length === 0) return nameOf(query.categories, 0);
  if (query.brands.length === 1 && query.categories.length === 0) return nameOf(query.brands, 1);
  return t('browse.list.all');
}

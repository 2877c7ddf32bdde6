import { searchResultsPath } from '@storefront/domain';
import type { KeyboardEvent } from 'react';
import { useStores } from '../../stores';

/** Enter in a search box goes to /products?query={text} (docs/product.md §2); `after` closes the panel. */
export function useSearchSubmit(after: () => void) {
  const { search, ui } = useStores();
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const text = search.text.trim();
    if (!text) return;
    event.preventDefault();
    ui.navigate(searchResultsPath(text));
    after();
  };
}

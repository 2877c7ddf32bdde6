import { productPath } from '@storefront/domain';
import type { ProductSummary } from '@storefront/sdk';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useStores } from '../../stores';

/** The id of a result's option in the list `listId` (the search box's aria-activedescendant). */
export const resultOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

export interface ResultNavigation {
  /** The result the arrows are on, -1 for none (the box itself). */
  activeIndex: number;
  /** For the box's aria-activedescendant. */
  activeId: string | undefined;
  /** The box's arrow keys and Enter on a result; true when the key was taken. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => boolean;
}

/**
 * The combobox pattern of the ARIA practices for a search box and its results: focus stays in the box,
 * ArrowDown and ArrowUp move through the results (wrapping, and back to the box past either end), Enter
 * opens the result they are on. New results start again from the box.
 */
export function useResultNavigation(listId: string, onPick: (product: ProductSummary) => void): ResultNavigation {
  const { search, ui } = useStores();
  const [activeIndex, setActiveIndex] = useState(-1);
  const results = search.results;
  useEffect(() => setActiveIndex(-1), [results]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(resultOptionId(listId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    const count = results.length;
    if (count === 0 || search.loading) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions -1 (the box) to count - 1, wrapping.
      setActiveIndex((index) => ((index + 1 + step + count + 1) % (count + 1)) - 1);
      return true;
    }
    if (event.key === 'Enter' && activeIndex >= 0 && activeIndex < count) {
      event.preventDefault();
      const product = results[activeIndex];
      ui.navigate(productPath(product));
      onPick(product);
      return true;
    }
    return false;
  };

  const activeId = activeIndex >= 0 && activeIndex < results.length ? resultOptionId(listId, activeIndex) : undefined;
  return { activeIndex, activeId, onKeyDown };
}

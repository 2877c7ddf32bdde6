import { useIsomorphicLayoutEffect } from '@storefront/ui-kit';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { fitNavEntries } from './nav-fit';

const width = (element: Element) => element.getBoundingClientRect().width;

/**
 * Whether the bar's nav needs a row of its own: true when, next to the row's other items (logo, icons),
 * the nav could not keep all its entries (see `fitNavEntries`). The answer does not depend on which layout
 * is in use (the other items keep their widths and the nav's entries their natural widths), so switching
 * never flips it back. Without layout (a test DOM, a phone's hidden nav) the row is one.
 */
export function useNavOwnRow(
  rowRef: RefObject<HTMLElement | null>,
  navSlotRef: RefObject<HTMLElement | null>,
  { enabled, moreAlways, contentKey }: { enabled: boolean; moreAlways: boolean; contentKey: string },
): boolean {
  // A laptop's bar rarely holds a whole store's nav: the server draws two rows, so the common case does not
  // shift when the browser measures.
  const [ownRow, setOwnRow] = useState(true);

  const measure = useCallback(() => {
    const row = rowRef.current;
    const slot = navSlotRef.current;
    const list = slot?.querySelector('nav > ul');
    if (!row || !slot || !list) return setOwnRow(false);
    const style = getComputedStyle(row);
    const content = width(row) - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
    const others = Array.from(row.children).filter((child) => child !== slot && width(child) > 0);
    const rowGap = parseFloat(style.columnGap) || 0;
    const available = content - others.reduce((sum, child) => sum + width(child) + rowGap, 0);
    const entries = Array.from(list.children);
    const of = (role: string) => entries.filter((entry) => entry.getAttribute('data-nav-fit') === role).map(width);
    const optional = of('optional');
    if (content <= 0 || optional.length === 0) return setOwnRow(false);
    const kept = fitNavEntries({
      available,
      gap: parseFloat(getComputedStyle(list).columnGap) || 0,
      fixed: of('fixed'),
      optional,
      more: of('more')[0] ?? 0,
      moreAlways,
    });
    return setOwnRow(kept < optional.length);
  }, [rowRef, navSlotRef, moreAlways]);

  useIsomorphicLayoutEffect(() => {
    if (enabled) measure();
    else setOwnRow(false);
  }, [enabled, measure, contentKey]);

  useEffect(() => {
    const row = rowRef.current;
    if (!enabled || !row || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => measure());
    observer.observe(row);
    Array.from(row.children).forEach((child) => observer.observe(child));
    row.querySelectorAll('nav > ul > li').forEach((entry) => observer.observe(entry));
    return () => observer.disconnect();
  }, [enabled, measure, rowRef, contentKey]);

  return enabled && ownRow;
}

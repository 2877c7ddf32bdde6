import { useIsomorphicLayoutEffect } from '@storefront/ui-kit';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { fitNavEntries } from './nav-fit';

/** How an entry of the nav list takes part in fitting (its `data-nav-fit`). */
export type NavFitRole = 'fixed' | 'optional' | 'more';

const width = (element: Element) => element.getBoundingClientRect().width;

/**
 * How many optional entries of the nav (`<li data-nav-fit="optional">`, in bar order) fit in its width;
 * the rest go into "More" (see `fitNavEntries`). Measured before paint and again whenever the nav or an
 * entry changes size (window resize, web fonts arriving). Entries left out of the bar must keep their
 * natural width (taken out of the flow, not `display: none`) so that they can be measured back in.
 * Without layout (a test DOM) every width is 0, so everything fits.
 *
 * @param contentKey changes when the entries do (their labels), to measure again.
 */
export function useNavFit(
  navRef: RefObject<HTMLElement | null>,
  { enabled, optionalCount, moreAlways, contentKey }: { enabled: boolean; optionalCount: number; moreAlways: boolean; contentKey: string },
): number {
  const [kept, setKept] = useState(optionalCount);

  const measure = useCallback(() => {
    const nav = navRef.current;
    const list = nav?.querySelector('ul');
    if (!nav || !list) return;
    const entries = Array.from(list.children);
    const of = (role: NavFitRole) => entries.filter((entry) => entry.getAttribute('data-nav-fit') === role);
    const more = of('more')[0];
    const style = getComputedStyle(list);
    setKept(
      fitNavEntries({
        available: width(nav),
        gap: parseFloat(style.columnGap) || 0,
        fixed: of('fixed').map(width),
        optional: of('optional').map(width),
        more: more ? width(more) : 0,
        moreAlways,
      }),
    );
  }, [navRef, moreAlways]);

  useIsomorphicLayoutEffect(() => {
    if (enabled) measure();
  }, [enabled, measure, optionalCount, contentKey]);

  useEffect(() => {
    const nav = navRef.current;
    if (!enabled || !nav || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => measure());
    observer.observe(nav);
    nav.querySelectorAll(':scope > ul > li').forEach((entry) => observer.observe(entry));
    return () => observer.disconnect();
  }, [enabled, measure, navRef, optionalCount, contentKey]);

  return enabled ? Math.min(kept, optionalCount) : optionalCount;
}

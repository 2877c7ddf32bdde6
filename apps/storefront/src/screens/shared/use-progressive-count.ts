import { useServerRendered } from '@storefront/ui-kit';
import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `step` at first, then `step` more in each following task until all
 * are drawn. A grid of twenty cards drawn at once is one long task that holds up the page's first input;
 * in steps, the first row paints first and the main thread is free between steps. Once everything has
 * been drawn, items added later (the next page) are drawn at once. A server-rendered page draws all at once.
 */
export function useProgressiveCount(total: number, step: number): number {
  // A page from the server has every item in its HTML (read without scripts, hydrated as drawn).
  const serverRendered = useServerRendered();
  const [count, setCount] = useState(serverRendered ? Number.POSITIVE_INFINITY : step);
  const drawing = count < total;
  useEffect(() => {
    if (!drawing) return;
    const timer = setTimeout(() => setCount((shown) => (shown + step >= total ? Number.POSITIVE_INFINITY : shown + step)), 0);
    return () => clearTimeout(timer);
  }, [drawing, count, step, total]);
  return Math.min(total, count);
}

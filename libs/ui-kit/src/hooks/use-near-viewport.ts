import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `marginPx` of the viewport; it stays true. Where it cannot be watched
 * (no IntersectionObserver: a test DOM, an old browser) it is true straight away, so content never stays
 * hidden. `nearWithoutObserver: false` keeps it false where there is no observer at first (a server's
 * render, which the browser's first render must match).
 *
 * What comes near is drawn as a transition: React renders it in slices between which the browser handles
 * input, not in one long task (a home page's rails, drawn just after it has hydrated).
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number, nearWithoutObserver = true): boolean {
  const [near, setNear] = useState(() => nearWithoutObserver && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near) return undefined;
    const drawNear = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined' || !element) {
      drawNear();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) drawNear();
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, marginPx]);

  return near;
}

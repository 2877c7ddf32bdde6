import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `marginPx` of the viewport; it stays true. Where it cannot be watched
 * (no IntersectionObserver: a test DOM, an old browser) it is true straight away, so content never stays
 * hidden. `nearWithoutObserver: false` keeps it false where there is no observer at first (a server's
 * render, which the browser's first render must match).
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number, nearWithoutObserver = true): boolean {
  const [near, setNear] = useState(() => nearWithoutObserver && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near) return undefined;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, marginPx]);

  return near;
}

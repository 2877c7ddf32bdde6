import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport an element counts as near (px, every side). */
export const NEAR_VIEWPORT_MARGIN_PX = 600;
/** Longest wait for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 4000;
/** Without requestIdleCallback (Safari): the wait after the page has loaded. */
export const IDLE_FALLBACK_DELAY_MS = 1500;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * True once the element comes within `NEAR_VIEWPORT_MARGIN_PX` of the viewport, or the browser is idle
 * after the page has loaded, whichever is first; it stays true. Where neither can be watched (no
 * IntersectionObserver: a test DOM, an old browser) it is true straight away.
 */
export function useNearViewportOrIdle(ref: RefObject<Element | null>): [ready: boolean, makeReady: () => void] {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return undefined;
    const done = () => setReady(true);
    const element = ref.current;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      done();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px`,
    });
    observer.observe(element);

    const win = window as IdleWindow;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (win.requestIdleCallback) idle = win.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(done, IDLE_FALLBACK_DELAY_MS);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });

    return () => {
      observer.disconnect();
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) win.cancelIdleCallback?.(idle);
      clearTimeout(timer);
    };
  }, [ready, ref]);

  return [ready, () => setReady(true)];
}

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

/** Calls `callback` when the browser is idle after the page has loaded; returns the cancel function. */
function whenBrowserIdle(callback: () => void): () => void {
  const win = window as IdleWindow;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenLoaded = () => {
    if (win.requestIdleCallback) idle = win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    window.removeEventListener('load', whenLoaded);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    clearTimeout(timer);
  };
}

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
    const cancelIdle = whenBrowserIdle(done);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ready, ref]);

  return [ready, () => setReady(true)];
}

/**
 * True once the browser is idle after the page has loaded (for what no shopper needs in the first screen).
 * In a test DOM without IntersectionObserver, like useNearViewportOrIdle, it is true straight away.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setIdle(true);
      return undefined;
    }
    return whenBrowserIdle(() => setIdle(true));
  }, [idle]);
  return idle;
}

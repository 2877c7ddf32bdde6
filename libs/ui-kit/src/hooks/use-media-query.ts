import { useCallback, useSyncExternalStore } from 'react';

const canMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, updating when it changes; false where matchMedia is absent. Takes a
 * bare query (`(max-width: 767.98px)`) or an `mq` rule as the styles use it (`@media (max-width: ...)`),
 * so a component asks for exactly the width its CSS hides or shows at.
 */
export function useMediaQuery(queryOrRule: string): boolean {
  const query = queryOrRule.replace(/^@media\s+/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (canMatchMedia() ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** Non-hook check for code that runs outside render (event handlers, initial state). */
export function prefersReducedMotion(): boolean {
  return canMatchMedia() && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

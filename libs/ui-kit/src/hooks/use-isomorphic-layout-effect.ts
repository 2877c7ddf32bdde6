import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser (measure before paint), `useEffect` on the server, where neither runs
 * and React warns about the first for every server-rendered component that uses it.
 */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

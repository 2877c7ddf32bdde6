import { useEffect, useState } from 'react';

/**
 * False while the component is still the server's HTML (and on its first render in the browser), true once
 * React has taken it over. A button drawn by the server does nothing before then: disabled until this is
 * true, it says so (and automated clicks wait for it) instead of taking a click it would drop.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

import { createContext, useContext, useState } from 'react';

/**
 * Whether this page came from the server as HTML: true while rendering on the server and, in the browser,
 * for the lifetime of a page that was hydrated. Parts that a page drawn in the browser adds only once the
 * browser is idle (the footer) are then rendered at once, so the first render matches the server's.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}

/** Set once, in the browser, when the server's page has hydrated with every part it drew. */
let pageHydrated = false;

/** The server's page has hydrated: whatever mounts from now on is drawn by the browser. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * Whether this component is part of the page the server drew: rendered on the server, or mounted while the
 * browser hydrates that HTML (the same answer in both, so they agree). Fixed when it mounts. Such a part
 * must look right without scripts, and before they have run.
 */
export function useDrawnByServer(): boolean {
  const serverRendered = useServerRendered();
  const [drawnByServer] = useState(() => serverRendered && !pageHydrated);
  return drawnByServer;
}

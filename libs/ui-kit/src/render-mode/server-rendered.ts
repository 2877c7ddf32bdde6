import { createContext, useContext } from 'react';

/**
 * Whether this page came from the server as HTML: true while rendering on the server and, in the browser,
 * for the lifetime of a page that was hydrated. Parts that a page drawn in the browser adds only once the
 * browser is idle (the footer) are then rendered at once, so the first render matches the server's.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}

import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'exiting' | 'closed';

/**
 * Keeps an overlay mounted for `exitMs` after `open` turns false so its exit animation can play. Enter
 * animations need no state: they run as CSS keyframes when the overlay mounts.
 */
export function usePresence(open: boolean, exitMs: number): PresenceState {
  const [state, setState] = useState<PresenceState>(open ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(open);

  // Adjust during render rather than in an effect, so the very first frame after a change is right.
  if (open !== wasOpen) {
    setWasOpen(open);
    setState(open ? 'open' : exitMs > 0 ? 'exiting' : 'closed');
  }

  useEffect(() => {
    if (state !== 'exiting') return;
    const timer = setTimeout(() => setState('closed'), exitMs);
    return () => clearTimeout(timer);
  }, [state, exitMs]);

  return state;
}

import { useRef, type RefObject } from 'react';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useEscapeKey } from '../hooks/use-escape-key';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import { usePresence, type PresenceState } from '../hooks/use-presence';

export interface OverlayOptions {
  open: boolean;
  onClose: () => void;
  transitionMs: number;
  backdropMs: number;
  initialFocus?: RefObject<HTMLElement | null>;
}

export interface Overlay {
  state: PresenceState;
  panelRef: RefObject<HTMLDivElement>;
  /** Durations after prefers-reduced-motion (0 when reduced). */
  transitionMs: number;
  backdropMs: number;
}

/** What modal and drawer share: mount/exit timing, focus trap, Escape to close and the body scroll lock. */
export function useOverlay({ open, onClose, transitionMs, backdropMs, initialFocus }: OverlayOptions): Overlay {
  const reduced = usePrefersReducedMotion();
  const panelMs = reduced ? 0 : transitionMs;
  const fadeMs = reduced ? 0 : backdropMs;
  const state = usePresence(open, Math.max(panelMs, fadeMs));
  const panelRef = useRef<HTMLDivElement>(null);
  const active = open && state === 'open';

  useFocusTrap(panelRef, active, { initialFocus });
  useEscapeKey(active, onClose);
  useBodyScrollLock(state !== 'closed');

  return { state, panelRef, transitionMs: panelMs, backdropMs: fadeMs };
}

import { useRef, type RefObject } from 'react';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useEscapeKey } from '../hooks/use-escape-key';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useInertOutside } from '../hooks/use-inert-outside';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import { usePresence, type PresenceState } from '../hooks/use-presence';
import { useHeaderClearance } from './use-header-clearance';

export interface OverlayOptions {
  open: boolean;
  onClose: () => void;
  transitionMs: number;
  backdropMs: number;
  initialFocus?: RefObject<HTMLElement | null>;
}

export interface Overlay {
  state: PresenceState;
  /** The overlay's outermost element (backdrop and panel): everything outside it is inert while open. */
  layerRef: RefObject<HTMLDivElement>;
  panelRef: RefObject<HTMLDivElement>;
  /** Durations after prefers-reduced-motion (0 when reduced). */
  transitionMs: number;
  backdropMs: number;
}

/**
 * What modal and drawer share: mount/exit timing, focus trap, the rest of the page inert, Escape to close,
 * the body scroll lock, and toasts kept clear of the header.
 */
export function useOverlay({ open, onClose, transitionMs, backdropMs, initialFocus }: OverlayOptions): Overlay {
  const reduced = usePrefersReducedMotion();
  const panelMs = reduced ? 0 : transitionMs;
  const fadeMs = reduced ? 0 : backdropMs;
  const state = usePresence(open, Math.max(panelMs, fadeMs));
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const active = open && state === 'open';

  useInertOutside(layerRef, active);
  useFocusTrap(panelRef, active, { initialFocus });
  useHeaderClearance(panelRef, active);
  useEscapeKey(active, onClose);
  useBodyScrollLock(state !== 'closed');

  return { state, layerRef, panelRef, transitionMs: panelMs, backdropMs: fadeMs };
}

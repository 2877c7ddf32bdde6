import { useEffect, type RefObject } from 'react';
import { getTabbable } from './focusable';

export interface FocusTrapOptions {
  /** Element to focus on activation; defaults to the first tabbable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Move focus back to the element that had it before activation (default true). */
  returnFocus?: boolean;
}

// Only the most recently activated trap acts, so a dialog opened from a drawer owns the keyboard until it
// closes and the drawer's trap takes over again.
const traps: HTMLElement[] = [];
const isTopmost = (el: HTMLElement) => traps[traps.length - 1] === el;

/**
 * While `active`, moves focus into `ref`'s element, keeps Tab and Shift+Tab cycling inside it, pulls focus
 * back if it escapes, and on deactivation returns focus to where it was.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, returnFocus = true }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    traps.push(container);

    const focusFirst = () => {
      const target = initialFocus?.current ?? getTabbable(container)[0] ?? container;
      target.focus();
    };
    if (!container.contains(document.activeElement)) focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopmost(container)) return;
      const tabbable = getTabbable(container);
      if (tabbable.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTopmost(container) && event.target instanceof Node && !container.contains(event.target)) {
        focusFirst();
      }
    };

    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = traps.indexOf(container);
      if (index >= 0) traps.splice(index, 1);
      if (returnFocus && opener?.isConnected) opener.focus();
    };
  }, [ref, active, initialFocus, returnFocus]);
}

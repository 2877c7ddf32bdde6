import { useEscapeKey } from '@storefront/ui-kit';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { focusAdjacentGroup, focusItem, menuItems } from './menu-focus';

/** Delay before a hover menu closes once the pointer leaves, so diagonal moves don't drop it. */
const HOVER_CLOSE_MS = 150;

type Pending = 'first' | 'last' | null;

/**
 * A menu button with a popup panel: opens on hover (and closes shortly after the pointer leaves), on click,
 * and from the keyboard (Enter, Space or ArrowDown focus the first item, ArrowUp the last). Inside the panel
 * the arrow keys, Home and End move between items (left/right jump between columns); Escape closes and
 * returns focus to the button; focus leaving the menu closes it.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on a menu that hover has just opened (the pointer got there first) keeps it open.
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = useCallback((returnFocus = false) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setPending(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const openWith = (focus: Pending, byHover = false) => {
    cancelClose();
    if (!open) openedByHover.current = byHover;
    setOpen(true);
    setPending(focus);
  };

  const onTriggerClick = () => {
    if (open && openedByHover.current) openedByHover.current = false;
    else if (open) close();
    else openWith(null);
  };

  // Move focus once the panel has rendered its items.
  useEffect(() => {
    if (!open || !pending) return;
    focusItem(panelRef.current, pending === 'first' ? 0 : -1);
    setPending(null);
  }, [open, pending]);

  useEscapeKey(open, () => close(panelRef.current?.contains(document.activeElement) ?? false));

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = menuItems(panelRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(panelRef.current, index + 1),
      ArrowUp: () => focusItem(panelRef.current, index - 1),
      Home: () => focusItem(panelRef.current, 0),
      End: () => focusItem(panelRef.current, -1),
      ArrowRight: () => focusAdjacentGroup(panelRef.current, 1) || focusItem(panelRef.current, index + 1),
      ArrowLeft: () => focusAdjacentGroup(panelRef.current, -1) || focusItem(panelRef.current, index - 1),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) close();
  };

  return {
    open,
    menuId,
    close,
    panelRef,
    rootProps: {
      onMouseEnter: () => openWith(null, true),
      onMouseLeave: () => {
        cancelClose();
        closeTimer.current = setTimeout(() => close(), HOVER_CLOSE_MS);
      },
      onBlur,
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: onTriggerClick,
      onKeyDown: onTriggerKeyDown,
    },
    panelProps: { ref: panelRef, onKeyDown: onPanelKeyDown },
  };
}

export type MenuState = ReturnType<typeof useMenu>;

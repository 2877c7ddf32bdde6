import { useEffect, type RefObject } from 'react';

/** Toasts drop in from the top of the screen; an overlay header starting higher than this would be under them. */
const TOAST_ZONE_PX = 96;

/** Where toasts start while an overlay's header would be under them; the newest overlay's header decides. */
export const OVERLAY_HEADER_BOTTOM_VAR = '--overlay-header-bottom';
export const OVERLAY_HEADER_ATTRIBUTE = 'data-overlay-header-bottom';

const open: { panel: HTMLElement; bottom: number }[] = [];

function publish(): void {
  const root = document.documentElement;
  const top = open[open.length - 1];
  if (top) {
    root.style.setProperty(OVERLAY_HEADER_BOTTOM_VAR, `${top.bottom}px`);
    root.setAttribute(OVERLAY_HEADER_ATTRIBUTE, '');
  } else {
    root.style.removeProperty(OVERLAY_HEADER_BOTTOM_VAR);
    root.removeAttribute(OVERLAY_HEADER_ATTRIBUTE);
  }
}

/**
 * While `active`, tells the page (a CSS variable on the root, `--overlay-header-bottom`) where the overlay's
 * header row (`[data-overlay-header]`: title and close button) ends when it sits at the top of the screen,
 * so toasts can appear under it instead of over it. Measured without transforms (the enter animation).
 */
export function useHeaderClearance(panelRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const panel = panelRef.current;
    const header = panel?.querySelector<HTMLElement>('[data-overlay-header]');
    if (!active || !panel || !header) return undefined;
    const top = panel.offsetTop + header.offsetTop;
    if (top >= TOAST_ZONE_PX) return undefined;
    const entry = { panel, bottom: top + header.offsetHeight };
    open.push(entry);
    publish();
    return () => {
      open.splice(open.indexOf(entry), 1);
      publish();
    };
  }, [panelRef, active]);
}

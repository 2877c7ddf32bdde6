import { useEffect, type RefObject } from 'react';

/** Live regions (toasts, status messages) keep talking while a dialog is open; they are never made inert. */
const LIVE_REGION = '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]';
/** A control is made inert whole, even with a live region inside it (a loading button's spinner). */
const CONTROL = 'a[href], button, input, select, textarea, [tabindex]';
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);

interface Hidden {
  /** How many open overlays hide the element, so nested ones (a dialog over a drawer) undo only their own. */
  count: number;
  /** Its own aria-hidden before, put back when the last overlay closes. */
  ariaHidden: string | null;
}
const hiddenBy = new Map<Element, Hidden>();

function hide(element: Element): void {
  const hidden = hiddenBy.get(element);
  if (hidden) {
    hidden.count++;
    return;
  }
  // Already inert on its own (another library, the page): leave it as it is.
  if (element.hasAttribute('inert')) return;
  hiddenBy.set(element, { count: 1, ariaHidden: element.getAttribute('aria-hidden') });
  element.setAttribute('inert', '');
  element.setAttribute('aria-hidden', 'true');
}

function unhide(element: Element): void {
  const hidden = hiddenBy.get(element);
  if (!hidden) return;
  if (--hidden.count > 0) return;
  hiddenBy.delete(element);
  element.removeAttribute('inert');
  if (hidden.ariaHidden === null) element.removeAttribute('aria-hidden');
  else element.setAttribute('aria-hidden', hidden.ariaHidden);
}

/** Everything outside `keep` up to the body: its siblings at each level, and inside a live region's ancestors. */
function outside(keep: Element): Element[] {
  const found: Element[] = [];
  const visit = (element: Element) => {
    if (SKIPPED_TAGS.has(element.tagName) || element.matches(LIVE_REGION)) return;
    if (!element.matches(CONTROL) && element.querySelector(LIVE_REGION)) Array.from(element.children).forEach(visit);
    else found.push(element);
  };
  for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node) visit(sibling);
    }
  }
  return found;
}

/**
 * While `active`, the rest of the page is inert (`inert` and `aria-hidden` on everything outside the
 * overlay's layer, as Radix and React Aria do): no click, focus or screen reader reaches it, only the
 * dialog. `layerRef` is the overlay's outermost element (the one its portal puts in the body).
 */
export function useInertOutside(layerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const layer = layerRef.current;
    if (!active || !layer) return undefined;
    const hidden = outside(layer);
    hidden.forEach(hide);
    return () => hidden.forEach(unhide);
  }, [layerRef, active]);
}

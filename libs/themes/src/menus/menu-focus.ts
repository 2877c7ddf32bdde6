/** The focusable items of a menu panel, in document order. */
export function menuItems(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/** Focuses the item at `index` (wrapping around both ends). */
export function focusItem(panel: HTMLElement | null, index: number): void {
  const items = menuItems(panel);
  if (items.length === 0) return;
  items[((index % items.length) + items.length) % items.length]?.focus();
}

/** The first item of the next (or previous) group after the focused one: arrow left/right across columns. */
export function focusAdjacentGroup(panel: HTMLElement | null, direction: 1 | -1): boolean {
  if (!panel) return false;
  const groups = Array.from(panel.querySelectorAll<HTMLElement>('[data-menu-column]'));
  if (groups.length < 2) return false;
  const current = groups.findIndex((group) => group.contains(document.activeElement));
  const next = groups[(current + direction + groups.length) % groups.length];
  next?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  return true;
}

import { fireEvent, screen, within } from '@testing-library/react';

/**
 * jsdom has no layout, so a fitted nav (`MainNav` with `fit`) sees made-up widths: the nav is `navWidth`
 * wide and each of its entries is 10 px per character of its label plus 20 px (Home 60, Mobiles 90,
 * Laptops 90, Audio 70, Cameras 90, Wearables 110, More 60, Our Story 110). Call in `beforeEach`; it also
 * stands in for the browser's ResizeObservers, whose callbacks `resize()` calls (a change of size).
 */
export function mockNavLayout(initialNavWidth = 1000) {
  const layout = {
    navWidth: initialNavWidth,
    resize: (): void => undefined,
  };
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    let width = 0;
    if (this.tagName === 'NAV' && this.getAttribute('aria-label') === 'Main') width = layout.navWidth;
    else if (this.tagName === 'LI' && this.hasAttribute('data-nav-fit')) {
      width = (this.querySelector('a, button')?.textContent ?? '').length * 10 + 20;
    }
    return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
  // Every observer hears of a change (the nav's fitting and the header's own layout each have one).
  const callbacks: (() => void)[] = [];
  layout.resize = () => callbacks.forEach((callback) => callback());
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(callback: () => void) {
      callbacks.push(callback);
    }
    observe = () => undefined;
    disconnect = () => undefined;
  };
  return layout;
}

/** Undoes `mockNavLayout`; call in `afterEach`. */
export function restoreNavLayout() {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
}

/** The labels of the entries the main nav shows in its bar (those moved into More are hidden from everyone). */
export function barEntries(): (string | undefined)[] {
  const list = screen.getByRole('navigation', { name: 'Main' }).querySelector('ul') as HTMLElement;
  return Array.from(list.children)
    .filter((item) => item.getAttribute('aria-hidden') !== 'true')
    .map((item) => item.querySelector('a, button')?.textContent?.trim());
}

/** Opens the main nav's "More" menu from the keyboard (focus, ArrowDown) and returns the menu. */
export function openMoreWithKeyboard(): HTMLElement {
  const more = screen.getByRole('button', { name: 'More' });
  more.focus();
  fireEvent.keyDown(more, { key: 'ArrowDown' });
  return screen.getByRole('menu', { name: /^More/ });
}

/** The labels of a menu's items, in order. */
export const menuItemLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

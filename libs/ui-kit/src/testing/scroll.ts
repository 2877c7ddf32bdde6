import { act, fireEvent } from '@testing-library/react';

/** Pretends the page is `scrollHeight` px tall and scrolled to `scrollY`, then fires a scroll event. */
export function scrollWindowTo(scrollY: number, scrollHeight = 2768) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: scrollY });
  act(() => {
    fireEvent.scroll(window);
  });
}

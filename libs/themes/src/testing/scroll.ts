import { act, fireEvent } from '@testing-library/react';

/** Pretends the window is scrolled to `scrollY`, then fires a scroll event. */
export function scrollWindowTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: scrollY });
  act(() => {
    fireEvent.scroll(window);
  });
}

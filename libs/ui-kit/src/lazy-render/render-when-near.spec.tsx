import { act, render, screen } from '@testing-library/react';
import { RenderWhenNear } from './render-when-near';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A controllable IntersectionObserver: the test says when the watched place nears the viewport. */
function installObserver() {
  const observers: Callback[] = [];
  class FakeObserver {
    constructor(callback: Callback) {
      observers.push(callback);
    }
    observe = jest.fn();
    disconnect = jest.fn();
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    nearViewport: () => act(() => observers.forEach((callback) => callback([{ isIntersecting: true }]))),
    remove: () => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver,
  };
}

describe('RenderWhenNear', () => {
  it('holds the place with an empty block until it nears the viewport, then renders the content', () => {
    const observer = installObserver();
    try {
      render(
        <RenderWhenNear placeholderHeight="300px">
          <h2>Best sellers</h2>
        </RenderWhenNear>,
      );
      expect(screen.queryByRole('heading', { name: 'Best sellers' })).not.toBeInTheDocument();
      expect(screen.getByTestId('render-when-near')).toHaveStyle({ minHeight: '300px' });
      observer.nearViewport();
      expect(screen.getByRole('heading', { name: 'Best sellers' })).toBeInTheDocument();
      expect(screen.queryByTestId('render-when-near')).not.toBeInTheDocument();
    } finally {
      observer.remove();
    }
  });

  it('renders at once where the viewport cannot be watched', () => {
    render(
      <RenderWhenNear placeholderHeight="300px">
        <h2>Best sellers</h2>
      </RenderWhenNear>,
    );
    expect(screen.getByRole('heading', { name: 'Best sellers' })).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { AnimateOnScroll } from './animate-on-scroll';

describe('AnimateOnScroll', () => {
  it('shows its content at once where IntersectionObserver is missing', () => {
    render(<AnimateOnScroll data-testid="section">Trending now</AnimateOnScroll>);
    expect(screen.getByText('Trending now')).toBeVisible();
    expect(screen.getByTestId('section')).toHaveAttribute('data-visible', 'true');
  });

  describe('with IntersectionObserver', () => {
    let reveal: () => void;
    const observe = jest.fn();
    const options: IntersectionObserverInit[] = [];

    beforeEach(() => {
      window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback, init) => {
        options.push(init ?? {});
        reveal = () =>
          act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
        return { observe, disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
      }) as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    it('waits until the section is 120 px into view, then reveals it', () => {
      render(<AnimateOnScroll data-testid="section">Best selling</AnimateOnScroll>);
      expect(screen.getByTestId('section')).toHaveAttribute('data-visible', 'false');
      expect(options[0].rootMargin).toBe('0px 0px -120px 0px');
      reveal();
      expect(screen.getByTestId('section')).toHaveAttribute('data-visible', 'true');
    });
  });
});

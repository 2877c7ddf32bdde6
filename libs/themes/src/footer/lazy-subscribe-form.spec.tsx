import { act, fireEvent, screen } from '@testing-library/react';
import { renderInTheme } from '../testing/render';
import { LazySubscribeForm } from './lazy-subscribe-form';

const placeholder = () => document.querySelector('[data-subscribe-placeholder]');

describe('the lazily loaded subscribe form', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  describe('in a browser that can watch the viewport', () => {
    let intersect: (isIntersecting: boolean) => void = () => undefined;
    let observerOptions: IntersectionObserverInit | undefined;
    let idle: (() => void) | undefined;

    beforeEach(() => {
      idle = undefined;
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: IntersectionObserverInit) {
          intersect = (isIntersecting) => callback([{ isIntersecting }]);
          observerOptions = options;
        }
        observe = () => undefined;
        disconnect = () => undefined;
      };
      (window as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => {
        idle = callback;
        return 1;
      };
    });

    it('holds the place with a same-looking placeholder, hidden from assistive technology, until the footer nears the viewport', async () => {
      renderInTheme(<LazySubscribeForm onSubscribe={jest.fn()} buttonLabel="Join" placeholder="Your email" />);
      expect(placeholder()).toHaveAttribute('aria-hidden', 'true');
      expect(placeholder()).toHaveTextContent('Your email');
      expect(placeholder()).toHaveTextContent('Join');
      expect(screen.queryByRole('form', { name: 'Newsletter' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
      expect(observerOptions?.rootMargin).toBe('600px');

      act(() => intersect(false));
      expect(screen.queryByRole('form', { name: 'Newsletter' })).not.toBeInTheDocument();

      act(() => intersect(true));
      expect(await screen.findByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('placeholder', 'Your email');
      expect(placeholder()).not.toBeInTheDocument();
    });

    it('loads when the browser is idle after the page has loaded', async () => {
      renderInTheme(<LazySubscribeForm onSubscribe={jest.fn()} />);
      expect(idle).toEqual(expect.any(Function));
      act(() => idle?.());
      expect(await screen.findByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    });

    it('loads at once when pointed at', async () => {
      renderInTheme(<LazySubscribeForm onSubscribe={jest.fn()} />);
      fireEvent.pointerEnter(placeholder() as Element);
      expect(await screen.findByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    });
  });

  it('loads straight away where the viewport cannot be watched, and subscribes as before', async () => {
    const onSubscribe = jest.fn().mockResolvedValue(undefined);
    renderInTheme(<LazySubscribeForm onSubscribe={onSubscribe} />);
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(email, { target: { value: 'asha@shop.in' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect(onSubscribe).toHaveBeenCalledWith('asha@shop.in');
    expect(email).toHaveValue('');
  });
});

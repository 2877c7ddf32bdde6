import { act, renderHook } from '@testing-library/react';
import { IDLE_FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, useBrowserIdle } from './use-near-viewport-or-idle';

/** The window's members these tests add and remove (jsdom has none of them). */
interface IdleTestWindow {
  IntersectionObserver?: unknown;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** A browser-like window: IntersectionObserver exists (so the hook waits), idle callbacks run on demand. */
function browserLike() {
  const win = window as unknown as IdleTestWindow;
  const pending = new Map<number, () => void>();
  let next = 0;
  win.IntersectionObserver = class {} as unknown;
  win.requestIdleCallback = jest.fn((callback: () => void) => {
    next += 1;
    pending.set(next, callback);
    return next;
  });
  win.cancelIdleCallback = jest.fn((handle: number) => void pending.delete(handle));
  return {
    win,
    runIdle: () => act(() => [...pending.values()].forEach((callback) => callback())),
    restore: () => {
      delete win.IntersectionObserver;
      delete win.requestIdleCallback;
      delete win.cancelIdleCallback;
    },
  };
}

describe('useBrowserIdle', () => {
  it('turns true once the browser is idle after the page has loaded, asking with a time limit', () => {
    const browser = browserLike();
    try {
      const { result } = renderHook(() => useBrowserIdle());
      expect(result.current).toBe(false);
      expect(browser.win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
      browser.runIdle();
      expect(result.current).toBe(true);
    } finally {
      browser.restore();
    }
  });

  it('gives up its idle callback when unmounted first', () => {
    const browser = browserLike();
    try {
      const { unmount } = renderHook(() => useBrowserIdle());
      unmount();
      expect(browser.win.cancelIdleCallback).toHaveBeenCalledTimes(1);
    } finally {
      browser.restore();
    }
  });

  it('waits a fixed delay where there is no requestIdleCallback (Safari)', () => {
    jest.useFakeTimers();
    const browser = browserLike();
    delete browser.win.requestIdleCallback;
    try {
      const { result } = renderHook(() => useBrowserIdle());
      act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1));
      expect(result.current).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current).toBe(true);
    } finally {
      browser.restore();
      jest.useRealTimers();
    }
  });

  it('is true at once in a test DOM without IntersectionObserver', () => {
    const { result } = renderHook(() => useBrowserIdle());
    expect(result.current).toBe(true);
  });
});

import { act, renderHook } from '@testing-library/react';
import { ServerRenderedContext } from '@storefront/ui-kit';
import { createElement, type ReactNode } from 'react';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws a step at first, a step more in each following task, then everything added at once', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 5), { initialProps: { total: 12 } });
    expect(result.current).toBe(5);
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe(10);
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe(12);
    rerender({ total: 32 });
    expect(result.current).toBe(32);
  });

  it('draws a short list whole at once', () => {
    const { result } = renderHook(() => useProgressiveCount(3, 5));
    expect(result.current).toBe(3);
  });

  it('draws everything at once on a page rendered on the server, as its HTML has it', () => {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(ServerRenderedContext.Provider, { value: true }, children);
    const { result } = renderHook(() => useProgressiveCount(12, 5), { wrapper });
    expect(result.current).toBe(12);
  });
});

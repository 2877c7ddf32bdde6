import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('only passes on the text once typing has stopped for the delay', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text, 1000), {
      initialProps: { text: '' },
    });
    rerender({ text: 'sh' });
    act(() => jest.advanceTimersByTime(500));
    rerender({ text: 'shirt' });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('shirt');
  });
});

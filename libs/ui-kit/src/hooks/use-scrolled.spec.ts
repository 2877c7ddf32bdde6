import { renderHook } from '@testing-library/react';
import { scrollWindowTo } from '../testing/scroll';
import { useScrolled } from './use-scrolled';

describe('useScrolled', () => {
  afterEach(() => scrollWindowTo(0));

  it('turns true only after more than 10 px', () => {
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
    scrollWindowTo(10);
    expect(result.current).toBe(false);
    scrollWindowTo(11);
    expect(result.current).toBe(true);
    scrollWindowTo(0);
    expect(result.current).toBe(false);
  });

  it('takes its own threshold', () => {
    const { result } = renderHook(() => useScrolled(100));
    scrollWindowTo(50);
    expect(result.current).toBe(false);
    scrollWindowTo(101);
    expect(result.current).toBe(true);
  });
});

import { renderHook } from '@testing-library/react';
import { mq } from '../theme/mq';
import { useMediaQuery } from './use-media-query';

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('asks the browser for an mq rule as the bare query the CSS uses', () => {
    const asked: string[] = [];
    window.matchMedia = ((query: string) => {
      asked.push(query);
      return { matches: query === '(max-width: 767.98px)', addEventListener: () => undefined, removeEventListener: () => undefined };
    }) as unknown as typeof window.matchMedia;
    expect(renderHook(() => useMediaQuery(mq.down.md)).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery('(max-width: 767.98px)')).result.current).toBe(true);
    expect(new Set(asked)).toEqual(new Set(['(max-width: 767.98px)']));
  });
});

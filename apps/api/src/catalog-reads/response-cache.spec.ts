import { ResponseCache } from './response-cache';

function cacheWithClock(limits: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number } = {}) {
  let now = 0;
  const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000, maxAgeMs: 60_000, ...limits }, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('catalogue response cache', () => {
  it('serves an answer only for the revision it was computed at', () => {
    const { cache } = cacheWithClock();
    cache.set('/products/1', 7, '{"stock":3}');
    expect(cache.get('/products/1', 7)?.body.toString()).toBe('{"stock":3}');
    expect(cache.get('/products/1', 8)).toBeUndefined();
  });

  it('gives the same body the same ETag and a different body another', () => {
    const { cache } = cacheWithClock();
    const a = cache.set('/a', 1, '{"n":1}');
    const again = cache.set('/a', 2, '{"n":1}');
    const b = cache.set('/b', 1, '{"n":2}');
    expect(again.etag).toBe(a.etag);
    expect(b.etag).not.toBe(a.etag);
  });

  it('recomputes an answer older than the age limit (clock-dependent sections)', () => {
    const { cache, advance } = cacheWithClock({ maxAgeMs: 60_000 });
    cache.set('/products/v1/trending_products?period=weekly', 1, '[]');
    advance(60_001);
    expect(cache.get('/products/v1/trending_products?period=weekly', 1)).toBeUndefined();
  });

  it('drops the least recently used answers beyond the entry and size limits', () => {
    const { cache } = cacheWithClock({ maxEntries: 2, maxBytes: 10 });
    cache.set('/a', 1, 'aaa');
    cache.set('/b', 1, 'bbb');
    cache.get('/a', 1);
    cache.set('/c', 1, 'ccc'); // three entries: /b is the least recently used
    expect([cache.get('/a', 1), cache.get('/b', 1), cache.get('/c', 1)].map((entry) => entry?.body.toString())).toEqual(['aaa', undefined, 'ccc']);
    cache.set('/d', 1, 'dddddddd'); // 3 + 3 + 8 bytes: over 10, so the oldest go
    expect(cache.get('/d', 1)?.body.toString()).toBe('dddddddd');
    expect(cache.size).toBe(1);
    cache.set('/huge', 1, 'x'.repeat(11));
    expect(cache.get('/huge', 1)).toBeUndefined();
  });
});

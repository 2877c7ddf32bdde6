import { TtlCache } from './ttl-cache';

describe('page cache', () => {
  let clock = 0;
  const cache = () => new TtlCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => clock });
  beforeEach(() => {
    clock = 0;
  });

  it('answers the cached value until it expires, then computes again', async () => {
    const pages = cache();
    let renders = 0;
    const render = async () => `page ${++renders}`;
    expect(await pages.getOrCompute('/a', render)).toBe('page 1');
    clock = 999;
    expect(await pages.getOrCompute('/a', render)).toBe('page 1');
    clock = 1000;
    expect(await pages.getOrCompute('/a', render)).toBe('page 2');
  });

  it('renders once for concurrent requests of one page', async () => {
    const pages = cache();
    let renders = 0;
    const render = async () => `page ${++renders}`;
    const answers = await Promise.all([pages.getOrCompute('/a', render), pages.getOrCompute('/a', render)]);
    expect(answers).toEqual(['page 1', 'page 1']);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const pages = cache();
    await pages.getOrCompute('/a', async () => 'a');
    await pages.getOrCompute('/b', async () => 'b');
    await pages.getOrCompute('/a', async () => 'a again');
    await pages.getOrCompute('/c', async () => 'c');
    expect(pages.size).toBe(2);
    expect(await pages.getOrCompute('/a', async () => 'a recomputed')).toBe('a');
    expect(await pages.getOrCompute('/b', async () => 'b recomputed')).toBe('b recomputed');
  });

  it('forgets a failed render', async () => {
    const pages = cache();
    await expect(pages.getOrCompute('/a', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await pages.getOrCompute('/a', async () => 'a')).toBe('a');
  });
});

describe('TtlCache keep', () => {
  it('answers a value `keep` refuses, but computes it again for the next caller', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return computed === 1 ? 'shell' : 'rendered';
    };
    const keepRendered = (value: string) => value === 'rendered';
    expect(await cache.getOrCompute('/', compute, keepRendered)).toBe('shell');
    expect(await cache.getOrCompute('/', compute, keepRendered)).toBe('rendered');
    expect(await cache.getOrCompute('/', compute, keepRendered)).toBe('rendered');
    expect(computed).toBe(2);
  });
});

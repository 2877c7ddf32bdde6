import { RecentStrings } from './recent-strings';

describe('RecentStrings', () => {
  const counting = () => {
    const calls: string[] = [];
    const upper = (key: string) => () => {
      calls.push(key);
      return key.toUpperCase();
    };
    return { calls, upper };
  };

  it('computes a result once and answers it again from memory', () => {
    const recent = new RecentStrings(100);
    const { calls, upper } = counting();
    expect(recent.get('abc', upper('abc'))).toBe('ABC');
    expect(recent.get('abc', upper('abc'))).toBe('ABC');
    expect(calls).toEqual(['abc']);
  });

  it('lets the least recently used go once keys and results exceed the budget', () => {
    // Each entry counts 2 x 4 characters: three fit in 24.
    const recent = new RecentStrings(24);
    const { calls, upper } = counting();
    for (const key of ['aaaa', 'bbbb', 'cccc']) recent.get(key, upper(key));
    recent.get('aaaa', upper('aaaa')); // used again: now the most recent
    recent.get('dddd', upper('dddd')); // over budget: bbbb, the least recent, goes
    recent.get('aaaa', upper('aaaa'));
    recent.get('cccc', upper('cccc'));
    recent.get('bbbb', upper('bbbb'));
    expect(calls).toEqual(['aaaa', 'bbbb', 'cccc', 'dddd', 'bbbb']);
  });

  it('does not keep a result larger than the whole budget, nor anything after clear', () => {
    const recent = new RecentStrings(10);
    const { calls, upper } = counting();
    recent.get('a long key', upper('a long key'));
    recent.get('a long key', upper('a long key'));
    recent.get('ab', upper('ab'));
    recent.clear();
    recent.get('ab', upper('ab'));
    expect(calls).toEqual(['a long key', 'a long key', 'ab', 'ab']);
  });
});

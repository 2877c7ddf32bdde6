import { RenderGate } from './render-gate';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RenderGate', () => {
  it('runs at most `concurrency` renders at once, the next waiting for a turn', async () => {
    const gate = new RenderGate({ concurrency: 2, queue: 8, budgetMs: 1_000 });
    let running = 0;
    let most = 0;
    const render = async () => {
      running += 1;
      most = Math.max(most, running);
      await later(10);
      running -= 1;
      return 'html';
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => gate.run(render)));
    expect(results.every((result) => result.ok && result.value === 'html')).toBe(true);
    expect(most).toBe(2);
  });

  it('refuses a render when the queue is full: the caller serves the page shell at once', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 1, budgetMs: 1_000 });
    const slow = () => later(30).then(() => 'html');
    const results = await Promise.all([gate.run(slow), gate.run(slow), gate.run(slow)]);
    expect(results.map((result) => (result.ok ? 'rendered' : result.reason))).toEqual(['rendered', 'rendered', 'busy']);
  });

  it('aborts a render past its budget and says so', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 0, budgetMs: 20 });
    const result = await gate.run(
      (signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('reports a render that failed, and frees its turn', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 0, budgetMs: 1_000 });
    expect(await gate.run(() => Promise.reject(new Error('boom')))).toMatchObject({ ok: false, reason: 'error' });
    expect(await gate.run(() => Promise.resolve('html'))).toEqual({ ok: true, value: 'html' });
  });
});

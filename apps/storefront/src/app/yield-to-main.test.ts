import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("resumes through the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    const setTimeout = jest.fn();
    await yieldToMain({ scheduler, setTimeout });
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('otherwise resumes in a new task, after the microtasks already queued', async () => {
    jest.useFakeTimers();
    try {
      const order: string[] = [];
      const resumed = yieldToMain({ setTimeout: globalThis.setTimeout }).then(() => order.push('resumed'));
      void Promise.resolve().then(() => order.push('microtask'));
      await Promise.resolve();
      await Promise.resolve();
      expect(order).toEqual(['microtask']);
      jest.runOnlyPendingTimers();
      await resumed;
      expect(order).toEqual(['microtask', 'resumed']);
    } finally {
      jest.useRealTimers();
    }
  });
});

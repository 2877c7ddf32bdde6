/** The part of the Prioritized Task Scheduling API this uses (Chromium 129 and later). */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between.
 * Start-up awaits it between its steps: without it, reading the boot data, building the stores, loading
 * the page's data and starting hydration ran as one long task after the entry script, which a phone
 * cannot interrupt (docs/performance.md, "Start-up in steps"). `scheduler.yield()` resumes ahead of other
 * queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToMain(scope: { scheduler?: TaskScheduler; setTimeout: (callback: () => void, ms: number) => unknown } = globalThis): Promise<void> {
  const schedulerYield = scope.scheduler?.yield;
  if (typeof schedulerYield === 'function') return schedulerYield.call(scope.scheduler);
  return new Promise((resolve) => {
    scope.setTimeout(resolve, 0);
  });
}

export interface RenderLimits {
  /** Renders at once (each is CPU work on the event loop the JSON API shares). */
  concurrency: number;
  /** Renders waiting for a turn; more than this are not rendered at all. */
  queue: number;
  /** Time a render may take from its start. */
  budgetMs: number;
}

export type GateResult<T> = { ok: true; value: T } | { ok: false; reason: 'busy' | 'timeout' | 'error'; error?: unknown };

/**
 * Bounds the server's rendering so that it never starves the JSON API: a few renders at once, a short
 * queue, and a time budget each. A render that cannot start or finish in time is given up; the caller
 * then serves the page shell, which the browser renders.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: RenderLimits) {}

  async run<T>(render: (signal: AbortSignal) => Promise<T>): Promise<GateResult<T>> {
    if (!(await this.acquire())) return { ok: false, reason: 'busy' };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`render took longer than ${this.limits.budgetMs} ms`)), this.limits.budgetMs);
    try {
      return { ok: true, value: await render(controller.signal) };
    } catch (error) {
      return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'error', error };
    } finally {
      clearTimeout(timer);
      this.release();
    }
  }

  private async acquire(): Promise<boolean> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return true;
    }
    if (this.waiting.length >= this.limits.queue) return false;
    // The finishing render hands its slot over: `running` stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return true;
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

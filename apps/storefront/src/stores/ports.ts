/**
 * What the stores need from the outside world, injected so tests can record it (STYLE.md 4).
 * The app binds the notifier to react-toastify and the navigator to the router.
 */

/** Shows the toasts of docs/product.md §8: success green, error red. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Moves the app to another path. */
export interface Navigator {
  navigate(to: string, options?: NavigateOptions): void;
}

/** The page the stores decorate from settings (title, icon, colour variables); absent outside a browser. */
export type PageDocument = Pick<Document, 'title' | 'head' | 'documentElement' | 'createElement' | 'querySelector'>;

/** Timers, injectable so a store can be driven by fake timers or a test clock. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves after `ms` on the given timers. */
export function delay(timers: Timers, ms: number): Promise<void> {
  return new Promise((resolve) => {
    timers.setTimeout(resolve, ms);
  });
}

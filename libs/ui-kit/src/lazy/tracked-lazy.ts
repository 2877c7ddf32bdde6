import { createElement, lazy, useEffect, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// The same bound as React.lazy's own: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;

/** Lazy parts whose chunk has been asked for and that have not mounted yet. */
let pending = 0;
const waiters = new Set<() => void>();

function settle(): void {
  pending -= 1;
  if (pending > 0) return;
  for (const wake of [...waiters]) wake();
  waiters.clear();
}

function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}

/** `Component`, telling `onMount` when its first instance has mounted (or hydrated). */
function signallingMount<T extends AnyComponent>(Component: T, onMount: () => void): ComponentType<ComponentProps<T>> {
  return function Mounted(props: ComponentProps<T>) {
    useEffect(onMount, []);
    return createElement(Component, props);
  };
}

/**
 * `React.lazy` that counts its part as pending from the moment its chunk is asked for until it has mounted.
 * A server-rendered page hydrates such a part only once its chunk arrives; anything that changes what the
 * part shows before then makes React throw its HTML away, so the shopper's own data waits for
 * `lazyPartsMounted()`.
 */
export function trackedLazy<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyExoticComponent<ComponentType<ComponentProps<T>>> {
  return lazy(() => {
    pending += 1;
    const mounted = once(settle);
    return load().then(
      (module) => ({ default: signallingMount(module.default, mounted) }),
      (error: unknown) => {
        mounted();
        throw error;
      },
    );
  });
}

/** Resolves once every lazy part asked for so far has mounted, or after `timeoutMs` whatever remains. */
export function lazyPartsMounted(timeoutMs: number): Promise<void> {
  if (pending <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiters.delete(wake);
      resolve();
    }, timeoutMs);
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    waiters.add(wake);
  });
}

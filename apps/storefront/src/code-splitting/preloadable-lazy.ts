import type { AnyComponent } from '@storefront/ui-kit';
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export type PreloadableComponent<T extends AnyComponent> = ComponentType<ComponentProps<T>> & {
  /** Fetches the component's chunk; once it resolves, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * `React.lazy`, except that once the chunk has been preloaded the component renders at once instead of
 * suspending for a turn. The server renders every public page and the browser hydrates it: a lazy screen
 * or header that suspended during hydration would leave its part of the page unhydrated, and an update
 * reaching it then (the shopper's cart badge) would throw the server's HTML away. Preloading the route's
 * chunks before `hydrateRoot` makes the first render in the browser the same as the server's.
 */
export function preloadableLazy<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let loaded: T | null = null;
  const remember = (module: { default: T }) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  function Preloadable(props: ComponentProps<T>) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  Preloadable.preload = () => load().then(remember).then(() => undefined);
  return Preloadable;
}

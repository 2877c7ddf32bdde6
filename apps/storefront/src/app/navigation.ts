import type { NavigateOptions, Navigator } from '../stores';

/** The part of a data router the navigator needs. */
export interface NavigableRouter {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> | void;
}

/** The stores' navigator port bound to the app's router. */
export function routerNavigator(router: NavigableRouter): Navigator {
  return {
    navigate(to: string, options?: NavigateOptions) {
      void router.navigate(to, options);
    },
  };
}

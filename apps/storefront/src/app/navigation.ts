import type { NavigateFunction } from 'react-router-dom';
import type { NavigateOptions, Navigator } from '../stores';

/**
 * The stores' navigator port, bound to the router once it has mounted (`NavigatorBridge`). The stores are
 * built before the router renders, so a navigation asked for earlier is kept and made on binding.
 */
export interface RouterNavigator extends Navigator {
  bind(navigate: NavigateFunction | null): void;
}

export function createRouterNavigator(): RouterNavigator {
  let current: NavigateFunction | null = null;
  let pending: { to: string; options?: NavigateOptions } | null = null;
  return {
    navigate(to, options) {
      if (current) void current(to, options);
      else pending = { to, options };
    },
    bind(navigate) {
      current = navigate;
      if (current && pending) {
        const { to, options } = pending;
        pending = null;
        void current(to, options);
      }
    },
  };
}

/**
 * Test-only: a MemoryRouter with a probe, so a test can read where the app is (`router.location`), how it
 * got there (`router.historyAction`) and move it (`router.navigate`), the way a shopper's address bar would.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  NavigationType,
  useLocation,
  useNavigationType,
  type InitialEntry,
  type Location,
} from 'react-router-dom';
import { createRouterNavigator, type RouterNavigator } from '../app/navigation';
import type { NavigateOptions } from '../stores';

export interface TestRouter {
  readonly location: Location;
  readonly historyAction: NavigationType;
  navigate(to: string, options?: NavigateOptions): void;
}

export interface TestRouting {
  router: TestRouter;
  /** The stores' navigator, bound by the NavigatorBridge the app (or the test harness) renders. */
  navigator: RouterNavigator;
  /** Wraps the tree in the memory router and its probe. */
  Router: (props: { children: ReactNode }) => ReactNode;
}

export function createTestRouting(initialEntry: InitialEntry): TestRouting {
  const navigator = createRouterNavigator();
  let location: Location | null = null;
  let historyAction = NavigationType.Pop;

  function Probe() {
    const current = useLocation();
    const action = useNavigationType();
    useLayoutEffect(() => {
      location = current;
      historyAction = action;
    }, [current, action]);
    return null;
  }

  const router: TestRouter = {
    get location() {
      if (!location) throw new Error('The router has not rendered yet');
      return location;
    },
    get historyAction() {
      return historyAction;
    },
    navigate: (to, options) => navigator.navigate(to, options),
  };

  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[initialEntry]}>
        <Probe />
        {children}
      </MemoryRouter>
    );
  }

  return { router, navigator, Router };
}

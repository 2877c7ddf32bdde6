import { ThemeProvider } from '@emotion/react';
import { render, type RenderResult } from '@testing-library/react';
import type { FakeApi } from '@storefront/sdk/testing';
import { defaultTokens } from '@storefront/ui-kit';
import type { RouteObject } from 'react-router-dom';
import { App } from '../app/App';
import { AppLinksProvider } from '../components/links/app-link';
import { NavigatorBridge } from '../app/navigator-bridge';
import { AppRoutes } from '../app/routes';
import { StoreProvider } from '../stores';
import { createTestRouting, type TestRouter, type TestRouting } from './test-router';
import { createTestStore, type TestStore, type TestStoreOptions } from './test-store';

export interface RenderRoutesOptions extends Omit<TestStoreOptions, 'navigator'> {
  /** Where the app starts. */
  path?: string;
  /** Run the start-up calls before rendering (default true). */
  start?: boolean;
}

export interface RenderedApp extends TestStore {
  router: TestRouter;
  view: RenderResult;
}

async function prepare(fake: FakeApi, { path = '/', start = true, ...options }: RenderRoutesOptions) {
  const routing = createTestRouting(path);
  const store = createTestStore(fake, { ...options, navigator: routing.navigator });
  if (start) await store.root.start();
  return { routing, store };
}

/** Renders the whole app (the real route table, the loading screen, toasts) on a memory router. */
export async function renderApp(fake: FakeApi, options: RenderRoutesOptions = {}): Promise<RenderedApp> {
  const { routing, store } = await prepare(fake, options);
  const view = render(<App store={store.root} navigator={routing.navigator} Router={routing.Router} />);
  return { ...store, router: routing.router, view };
}

/** The stores, the theme and the memory router around some routes (no loading screen, no toasts). */
export function RoutedTestTree({ store, routing, children }: { store: TestStore; routing: TestRouting; children: React.ReactNode }) {
  const { Router } = routing;
  return (
    <StoreProvider store={store.root}>
      <ThemeProvider theme={defaultTokens}>
        <Router>
          <NavigatorBridge navigator={routing.navigator} />
          <AppLinksProvider>{children}</AppLinksProvider>
        </Router>
      </ThemeProvider>
    </StoreProvider>
  );
}

/** Renders some routes with the stores and the theme, without the app's loading screen and toasts. */
export async function renderRoutes(fake: FakeApi, routes: RouteObject[], options: RenderRoutesOptions = {}): Promise<RenderedApp> {
  const { routing, store } = await prepare(fake, options);
  const view = render(
    <RoutedTestTree store={store} routing={routing}>
      <AppRoutes table={routes} />
    </RoutedTestTree>,
  );
  return { ...store, router: routing.router, view };
}

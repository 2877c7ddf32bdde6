import { ThemeProvider } from '@emotion/react';
import { render, type RenderResult } from '@testing-library/react';
import type { FakeApi } from '@storefront/sdk/testing';
import { defaultTokens } from '@storefront/ui-kit';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { App } from '../app/App';
import { routerNavigator } from '../app/navigation';
import { routes as appRoutes } from '../app/routes';
import { StoreProvider } from '../stores';
import { createTestStore, type TestStore, type TestStoreOptions } from './test-store';

export interface RenderRoutesOptions extends Omit<TestStoreOptions, 'navigator'> {
  /** Where the app starts. */
  path?: string;
  /** Run the start-up calls before rendering (default true). */
  start?: boolean;
}

export interface RenderedApp extends TestStore {
  router: ReturnType<typeof createMemoryRouter>;
  view: RenderResult;
}

async function prepare(fake: FakeApi, routes: RouteObject[], { path = '/', start = true, ...options }: RenderRoutesOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createTestStore(fake, { ...options, navigator: routerNavigator(router) });
  if (start) await store.root.start();
  return { router, store };
}

/** Renders the whole app (the real route table, the loading screen, toasts) on a memory router. */
export async function renderApp(fake: FakeApi, options: RenderRoutesOptions = {}): Promise<RenderedApp> {
  const { router, store } = await prepare(fake, appRoutes, options);
  const view = render(<App store={store.root} router={router} />);
  return { ...store, router, view };
}

/** Renders some routes with the stores and the theme, without the app's loading screen and toasts. */
export async function renderRoutes(fake: FakeApi, routes: RouteObject[], options: RenderRoutesOptions = {}): Promise<RenderedApp> {
  const { router, store } = await prepare(fake, routes, options);
  const view = render(
    <StoreProvider store={store.root}>
      <ThemeProvider theme={defaultTokens}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </StoreProvider>,
  );
  return { ...store, router, view };
}

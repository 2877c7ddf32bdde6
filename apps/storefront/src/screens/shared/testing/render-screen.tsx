/**
 * Test-only: renders one screen on a memory router with the theme and a StoreProvider holding a real
 * RootStore on the msw fake of the API (the core's test store and router navigator). Unlike the core's
 * `renderRoutes`, store calls can finish before the first render (`prepare`), so a test can start from
 * "settings loaded" without running the whole start-up. Never imported by application code.
 */
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { FakeApi } from '@storefront/sdk/testing';
import { defaultTokens } from '@storefront/ui-kit';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { routerNavigator } from '../../../app/navigation';
import { StoreProvider, type RootStore } from '../../../stores';
import { createTestStore, type TestStoreOptions } from '../../../test-utils/test-store';

export interface RenderScreenOptions extends Omit<TestStoreOptions, 'navigator'> {
  /** The URL to open, e.g. "/products?category_ids[11]=men", or a location with navigation state. */
  url: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern the screen sits on, e.g. "/products/:slug/:id". */
  path: string;
  /** Store calls to finish before the first render (settings, the cart...). */
  prepare?: (root: RootStore) => Promise<unknown>;
}

/** Any other path: shows where a redirect landed, so tests can read it. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

export async function renderScreen(
  fake: FakeApi,
  screen: ReactElement,
  { url, path, prepare, ...storeOptions }: RenderScreenOptions,
) {
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const store = createTestStore(fake, { ...storeOptions, navigator: routerNavigator(router) });
  if (prepare) await prepare(store.root);
  const result = render(
    <StoreProvider store={store.root}>
      <ThemeProvider theme={defaultTokens}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </StoreProvider>,
  );
  return { ...result, ...store, router };
}

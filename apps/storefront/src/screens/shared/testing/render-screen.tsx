/**
 * Test-only: renders one screen on a memory router with the theme and a StoreProvider holding a real
 * RootStore on the msw fake of the API (the core's test store and router navigator). Unlike the core's
 * `renderRoutes`, store calls can finish before the first render (`prepare`), so a test can start from
 * "settings loaded" without running the whole start-up. Never imported by application code.
 */
import { render } from '@testing-library/react';
import type { FakeApi } from '@storefront/sdk/testing';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../app/routes';
import type { RootStore } from '../../../stores';
import { RoutedTestTree } from '../../../test-utils/render';
import { createTestRouting } from '../../../test-utils/test-router';
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
  const routing = createTestRouting(url);
  const store = createTestStore(fake, { ...storeOptions, navigator: routing.navigator });
  if (prepare) await prepare(store.root);
  const result = render(
    <RoutedTestTree store={store} routing={routing}>
      <AppRoutes
        table={[
          { path, element: screen },
          { path: '*', element: <Landed /> },
        ]}
      />
    </RoutedTestTree>,
  );
  return { ...result, ...store, router: routing.router };
}

import { ThemeProvider } from '@emotion/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { demoStore } from '@storefront/sdk/testing';
import { defaultTokens } from '@storefront/ui-kit';
import { Outlet } from 'react-router-dom';
import { renderApp } from '../test-utils/render';
import { createTestRouting } from '../test-utils/test-router';
import { createTestStore } from '../test-utils/test-store';
import { App } from './App';
import { routeErrorText } from './error-view';
import { NavigatorBridge } from './navigator-bridge';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './routes';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';

const { fake } = installFakeApi();

describe('routes', () => {
  it('any unknown path shows the 404 page inside the layout', async () => {
    await renderApp(fake, { path: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('an unknown path under /products is a 404 too', async () => {
    await renderApp(fake, { path: '/products/a/b/c' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('the account area sends a visitor to / and checkout needs a token', async () => {
    const { root, router } = await renderApp(fake, { path: '/checkout', privateStoresAtHand: false });
    await waitFor(() => expect(router.location.pathname).toBe('/'));

    await act(() => router.navigate('/my-account/orders'));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect((router.location.state as { from: { pathname: string } }).from.pathname).toBe('/my-account/orders');
    // Turned away before anything of the private screens was loaded for them.
    expect(root.privateStoresLoaded).toBe(false);
  });

  it('a private screen loads its stores first, as the browser does: a public page never reads them', async () => {
    const { root, router } = await renderApp(fake, { path: '/faqs', privateStoresAtHand: false });
    await screen.findByRole('banner');
    expect(root.privateStoresLoaded).toBe(false);
    expect(() => root.wallet).toThrow('The private screens\' stores are not loaded: await loadPrivateStores() before reading "wallet".');

    await act(async () => {
      await signInDemoCustomer(root);
      await root.auth.loadUser();
    });
    await act(() => router.navigate('/my-account/wallet'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(root.privateStoresLoaded).toBe(true);
  });

  it('scrolls to the top on every path change', async () => {
    const { router } = await renderApp(fake, { path: '/faqs' });
    await screen.findByRole('banner');
    const scrollTo = window.scrollTo as jest.Mock;
    scrollTo.mockClear();

    await act(() => router.navigate('/contact-us'));

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('loading screen', () => {
  it('shows the saved current-app-logo while start-up runs, then the app', async () => {
    const { root } = createTestStore(fake);
    localStorage.setItem('current-app-logo', demoStore.logo ?? '');
    const routing = createTestRouting('/');
    // The theme chunk arrives inside act; the store has not started, so the loading screen stays.
    await act(async () => {
      render(<App store={root} navigator={routing.navigator} Router={routing.Router} routes={[{ path: '/', element: <p>Home screen</p> }]} />);
    });

    expect(screen.getByTestId('loading-screen').querySelector('img')).toHaveAttribute('src', demoStore.logo);
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();

    await act(() => root.start());
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    localStorage.clear();
  });
});

describe('error view', () => {
  function Broken(): never {
    throw new Error('Cannot read the product');
  }

  function renderWithBrokenScreen() {
    const routing = createTestRouting('/broken');
    render(
      <ThemeProvider theme={defaultTokens}>
        <routing.Router>
          <AppRoutes
            table={[
              {
                element: (
                  <RouteErrorBoundary>
                    <Outlet />
                  </RouteErrorBoundary>
                ),
                children: [
                  { path: '/broken', element: <Broken /> },
                  { path: '/fine', element: <p>A working page</p> },
                ],
              },
            ]}
          />
          <NavigatorBridge navigator={routing.navigator} />
        </routing.Router>
      </ThemeProvider>,
    );
    return routing.router;
  }

  it('shows "Unexpected Application Error!" followed by the error text', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBrokenScreen();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected Application Error!');
    expect(alert).toHaveTextContent('Cannot read the product');
    expect(screen.getByRole('heading').textContent).toBe('Unexpected Application Error!');
    consoleError.mockRestore();
  });

  it('goes away when the shopper navigates to another page', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderWithBrokenScreen();
    await screen.findByRole('alert');

    await act(() => router.navigate('/fine'));

    expect(await screen.findByText('A working page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('a thrown value that is not an Error still shows its text', () => {
    expect(routeErrorText('Gone for good')).toBe('Gone for good');
    expect(routeErrorText({ status: 410 })).toBe('{"status":410}');
  });
});

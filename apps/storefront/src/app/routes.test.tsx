import { act, render, screen, waitFor } from '@testing-library/react';
import { demoStore } from '@storefront/sdk/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderApp } from '../test-utils/render';
import { createTestStore } from '../test-utils/test-store';
import { App } from './App';
import { ErrorView } from './error-view';
import { installFakeApi } from '../test-utils/fake-api';

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
    const { router } = await renderApp(fake, { path: '/checkout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await act(() => router.navigate('/my-account/orders'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/my-account/orders');
  });

  it('scrolls to the top on every path change', async () => {
    const { router } = await renderApp(fake, { path: '/faqs' });
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
    const router = createMemoryRouter([{ path: '/', element: <p>Home screen</p> }]);
    render(<App store={root} router={router} />);

    expect(screen.getByTestId('loading-screen').querySelector('img')).toHaveAttribute('src', demoStore.logo);
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();

    await act(() => root.start());
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    localStorage.clear();
  });
});

describe('error view', () => {
  it('shows "Unexpected Application Error!" followed by the error text', async () => {
    function Broken(): never {
      throw new Error('Cannot read the product');
    }
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorView /> }]);
    render(<RouterProvider router={router} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected Application Error!');
    expect(alert).toHaveTextContent('Cannot read the product');
    expect(screen.getByRole('heading').textContent).toBe('Unexpected Application Error!');
    consoleError.mockRestore();
  });

  it('a thrown route response shows its status', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('Gone for good', { status: 410, statusText: 'Gone' });
        },
        element: <p>never</p>,
        hydrateFallbackElement: <p>loading</p>,
        errorElement: <ErrorView />,
      },
    ]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('410 Gone: Gone for good');
    consoleError.mockRestore();
  });
});

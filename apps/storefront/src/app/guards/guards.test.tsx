import { screen } from '@testing-library/react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../test-utils/render';
import { createTestStore } from '../../test-utils/test-store';
import { AccountGuard, type GuardRedirectState } from './account-guard';
import { CartGuard } from './cart-guard';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';

const { fake } = installFakeApi();

function Home() {
  const state = useLocation().state as GuardRedirectState | null;
  return <p>Home{state?.from ? ` (from ${state.from.pathname}${state.from.search})` : ''}</p>;
}

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: '/', element: <Home /> },
      { element: <CartGuard />, children: [{ path: '/checkout', element: <p>Checkout page</p> }] },
      {
        element: <AccountGuard />,
        children: [
          { path: '/my-account/*', element: <p>Account page</p> },
          { path: '/callbackUrl', element: <p>Callback page</p> },
        ],
      },
    ],
  },
];

async function demoToken(): Promise<string> {
  return signInDemoCustomer(createTestStore(fake).root);
}

describe('account guard', () => {
  it('shows "Auth Checking..." while the user loads, then the account page', async () => {
    const token = await demoToken();
    const { root } = await renderRoutes(fake, routes, { path: '/my-account/orders', tokens: { auth_token: token }, start: false });
    void root.auth.loadUser();

    expect(screen.getByText('Auth Checking...')).toBeInTheDocument();
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });

  it('sends a visitor with no user to / with the originating location', async () => {
    await renderRoutes(fake, routes, { path: '/my-account/orders?page=2' });

    expect(await screen.findByText('Home (from /my-account/orders?page=2)')).toBeInTheDocument();
  });

  it('guards the payment callback too', async () => {
    await renderRoutes(fake, routes, { path: '/callbackUrl?action=paypal' });

    expect(await screen.findByText('Home (from /callbackUrl?action=paypal)')).toBeInTheDocument();
  });

  it('an expired or unknown token ends in the same redirect', async () => {
    await renderRoutes(fake, routes, { path: '/my-account', tokens: { auth_token: 'stale-token' } });

    expect(await screen.findByText('Home (from /my-account)')).toBeInTheDocument();
  });
});

describe('cart guard', () => {
  it('sends a visitor with neither token to /', async () => {
    await renderRoutes(fake, routes, { path: '/checkout?step=auth' });
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('lets a cart token through', async () => {
    await renderRoutes(fake, routes, { path: '/checkout?step=address', tokens: { cart_token: 'anonymous-cart' } });
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('lets an auth token through', async () => {
    const token = await demoToken();
    await renderRoutes(fake, routes, { path: '/checkout', tokens: { auth_token: token } });
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { floralDress } from '@storefront/sdk/testing';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '../test-utils/render';
import { scrollToTopHidden } from './floating-chrome';
import { installFakeApi } from '../test-utils/fake-api';
import { SiteLayout } from './site-layout';

const { fake } = installFakeApi();

const routes: RouteObject[] = [{ element: <SiteLayout />, children: [{ path: '*', element: <p>Screen</p> }] }];

/** The theme chrome is a lazy chunk: wait until its bottom bar (and so its header) has rendered. */
/** The themed chrome has loaded: its chunk (the bottom bar) and the theme's header and footer variant chunks. */
const chromeLoaded = async () => {
  const bar = await screen.findByRole('navigation', { name: 'Quick links' });
  await waitFor(() => expect(document.querySelector('header[data-header-variant]')).not.toBeNull(), { timeout: 5000 });
  await waitFor(() => expect(document.querySelector('footer[data-footer-variant]')).not.toBeNull(), { timeout: 5000 });
  return bar;
};

describe('site layout', () => {
  it('the footer says "footer loading..." while top categories or content pages load', async () => {
    const { root } = await renderRoutes(fake, routes, { start: false });
    await chromeLoaded();
    expect(screen.queryByText('footer loading...')).not.toBeInTheDocument();
    let loading!: Promise<void>;
    act(() => {
      loading = root.categories.loadTree();
    });
    expect(screen.getByText('footer loading...')).toBeInTheDocument();

    await act(() => loading);
    expect(screen.queryByText('footer loading...')).not.toBeInTheDocument();
  });

  it('the header badges show the cart quantity and the icons open the drawers', async () => {
    const { root } = await renderRoutes(fake, routes);
    await chromeLoaded();
    await act(() => root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 3 }));

    const header = screen.getByRole('banner');
    const cartButton = within(header).getByRole('button', { name: 'Cart, 3 items' });
    expect(cartButton).toHaveTextContent('3');

    fireEvent.click(cartButton);
    expect(await screen.findByRole('dialog', { name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('the account icon opens the sign-in prompt for a signed-out shopper', async () => {
    await renderRoutes(fake, routes);
    await chromeLoaded();

    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Account' }));

    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('the mobile bottom bar has Home, Cart, Wish and Login when signed out', async () => {
    await renderRoutes(fake, routes);
    const bar = await chromeLoaded();

    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('button', { name: /^Cart/ })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /^Wish/ })).toHaveTextContent('Wish');
    expect(within(bar).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('the mobile bottom bar shows Account when signed in', async () => {
    await renderRoutes(fake, routes, { tokens: { auth_token: 'some-token' }, start: false });
    const bar = await chromeLoaded();

    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/my-account');
  });
});

describe('header search box', () => {
  it('has the "Search for products" placeholder and Enter goes to the results list', async () => {
    const { router } = await renderRoutes(fake, routes, { env: { themeOverride: 'Electronic' } });
    await chromeLoaded();
    const box = within(screen.getByRole('banner')).getByPlaceholderText('Search for products');

    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'kettle' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(router.location.pathname + router.location.search).toBe('/products?query=kettle');
  });
});

describe('scroll-to-top button', () => {
  it('is hidden on paths containing a configured substring', () => {
    expect(scrollToTopHidden('/checkout', ['/checkout'])).toBe(true);
    expect(scrollToTopHidden('/products/tee/1', ['/checkout'])).toBe(false);
    expect(scrollToTopHidden('/anything', [''])).toBe(false);
  });
});

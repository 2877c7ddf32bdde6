import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { installFakeApi } from '../test-utils/fake-api';
import { renderRoutes } from '../test-utils/render';
import { SiteLayout } from './site-layout';

const { fake } = installFakeApi();

const routes: RouteObject[] = [{ element: <SiteLayout />, children: [{ path: '*', element: <p>Screen</p> }] }];

/** The theme chrome is a lazy chunk: wait until its bottom bar has rendered. */
/** The themed chrome has loaded: its chunk (the bottom bar) and the theme's header and footer variant chunks. */
const chromeLoaded = async () => {
  const bar = await screen.findByRole('navigation', { name: 'Quick links' });
  await waitFor(() => expect(document.querySelector('header[data-header-variant]')).not.toBeNull(), { timeout: 5000 });
  await waitFor(() => expect(document.querySelector('footer[data-footer-variant]')).not.toBeNull(), { timeout: 5000 });
  return bar;
};
const chat = () => screen.queryByRole('link', { name: 'Chat on WhatsApp' });

describe('the floating WhatsApp chat button', () => {
  it('links to wa.me with the store WhatsApp number, in a new tab', async () => {
    fake.state.settings.whatsapp_number = '919820012345';
    fake.state.settings.customer_care_number = '1800 120 4455';
    await renderRoutes(fake, routes, { path: '/contact-us' });
    await chromeLoaded();
    expect(chat()).toHaveAttribute('href', 'https://wa.me/919820012345');
    expect(chat()).toHaveAttribute('target', '_blank');
    expect(chat()).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('falls back to the customer care number when the store has no WhatsApp number', async () => {
    fake.state.settings.whatsapp_number = null;
    fake.state.settings.customer_care_number = '98200 12345';
    await renderRoutes(fake, routes, { path: '/contact-us' });
    await chromeLoaded();
    expect(chat()).toHaveAttribute('href', 'https://wa.me/919820012345');
  });

  it('is hidden on /products and every path under it, and back elsewhere', async () => {
    fake.state.settings.customer_care_number = '98200 12345';
    const { router } = await renderRoutes(fake, routes, { path: '/' });
    await chromeLoaded();
    expect(chat()).toBeInTheDocument();

    for (const path of ['/products', '/products?query=kettle', '/products/floral-dress/7']) {
      act(() => router.navigate(path));
      expect(chat()).not.toBeInTheDocument();
    }
    act(() => router.navigate('/get-to-know-us/about-us'));
    expect(chat()).toBeInTheDocument();
  });

  it('is not rendered when the store has neither number', async () => {
    fake.state.settings.whatsapp_number = null;
    fake.state.settings.customer_care_number = null;
    await renderRoutes(fake, routes, { path: '/' });
    await chromeLoaded();
    expect(chat()).not.toBeInTheDocument();
  });
});

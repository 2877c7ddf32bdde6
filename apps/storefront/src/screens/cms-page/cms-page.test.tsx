import { waitFor } from '@testing-library/react';
import { installFakeApi } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import CmsPageScreen from '.';

const { fake } = installFakeApi();

function renderPage(slug: string) {
  return renderScreen(fake, <CmsPageScreen />, {
    url: `/get-to-know-us/${slug}`,
    path: '/get-to-know-us/:slug',
    prepare: (root) => Promise.all([root.settings.load(), root.categories.loadTree()]),
  });
}

describe('CMS page', () => {
  it('shows a loading state, then the title and the sanitised content under it', async () => {
    fake.state.cmsPages[0].content += '<script>window.pwned = true</script><a href="javascript:alert(1)">x</a>';
    const { container, findByText } = await renderPage('about-us');
    expect(container.querySelector('[role="status"]')).toHaveTextContent('Loading...');
    expect(await findByText('About Us', { selector: 'h1' })).toBeInTheDocument();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h2')).toHaveTextContent('About us');
    expect(container).toHaveTextContent('A demo store for the storefront.');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(document.title).toBe('About Us | Demo Storefront');
  });

  it('serves the terms page', async () => {
    const { findByText } = await renderPage('terms_and_policy');
    expect(await findByText('Terms and Policy', { selector: 'h1' })).toBeInTheDocument();
  });

  it('answers an unknown slug with the not-found page', async () => {
    const { findByText } = await renderPage('no-such-page');
    expect(await findByText('404 Page Not Found', { selector: 'h1' })).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found');
  });

  it('lists the products of a category whose slug has no page', async () => {
    fake.state.cmsPages = fake.state.cmsPages.filter((page) => page.slug !== 'gift-cards');
    const { getByTestId } = await renderPage('gift-cards');
    await waitFor(() => expect(getByTestId('landed')).toHaveTextContent('/products?category_ids[7]=gift%20cards'));
  });
});

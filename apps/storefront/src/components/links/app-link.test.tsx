import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { AppLink, AppLinksProvider, hrefInApp } from './app-link';

/** Where the router is, and how it got there. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, basename?: string) {
  return render(
    <MemoryRouter basename={basename} initialEntries={[`${basename ?? ''}${path}`]}>
      <AppLinksProvider>
        <AppLink to="/products?q=tea">Tea</AppLink>
        <AppLink to="/faqs">FAQs</AppLink>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </AppLinksProvider>
    </MemoryRouter>,
  );
}

describe('app links', () => {
  it('write the path in the page\'s language, as React Router does', () => {
    expect(hrefInApp('/hi', '/')).toBe('/hi');
    expect(hrefInApp('/hi', '/?page=2')).toBe('/hi?page=2');
    expect(hrefInApp('/hi', '/products/tea/7#reviews')).toBe('/hi/products/tea/7#reviews');
    expect(hrefInApp('', '/')).toBe('/');
    expect(hrefInApp('', '/products?q=tea')).toBe('/products?q=tea');
  });

  it('on a Hindi page link inside /hi and are followed without a page load', () => {
    renderAt('/', '/hi');
    const tea = screen.getByRole('link', { name: 'Tea' });
    expect(tea).toHaveAttribute('href', '/hi/products?q=tea');

    const followedByTheBrowser = fireEvent.click(tea);

    expect(followedByTheBrowser).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /products?q=tea');
  });

  it('leave a click with a modifier key or another button to the browser (a new tab or window)', () => {
    renderAt('/');
    const tea = screen.getByRole('link', { name: 'Tea' });

    expect(fireEvent.click(tea, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(tea, { button: 1 })).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });

  it('replace the history entry when the link is to the address already shown', () => {
    renderAt('/faqs');

    fireEvent.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /faqs');

    fireEvent.click(screen.getByRole('link', { name: 'Tea' }));
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /products?q=tea');
  });

  it('outside the provider are React Router\'s links', () => {
    render(
      <MemoryRouter basename="/hi" initialEntries={['/hi/faqs']}>
        <AppLink to="/products">All products</AppLink>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'All products' });
    expect(link).toHaveAttribute('href', '/hi/products');
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /products');
  });
});

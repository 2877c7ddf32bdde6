import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import NotFoundScreen from '.';

describe('404 page', () => {
  it('is titled "404 Page Not Found" with a centred not-found image and a way home', () => {
    document.title = 'Demo Storefront';
    const { container, getByText } = render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <NotFoundScreen />
      </MemoryRouter>,
    );
    expect(document.title).toBe('404 Page Not Found');
    expect(container.querySelector('h1')).toHaveTextContent('404 Page Not Found');
    expect(container.querySelector('[data-testid="not-found-image"]')).toBeInTheDocument();
    expect(getByText('Back to home').closest('a')).toHaveAttribute('href', '/');
  });
});

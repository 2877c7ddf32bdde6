import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it('is hidden when the count is 0', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count', () => {
    render(<Badge count={3} data-testid="cart-count" />);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('caps large counts at 99+', () => {
    render(<Badge count={120} data-testid="cart-count" />);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('99+');
  });
});

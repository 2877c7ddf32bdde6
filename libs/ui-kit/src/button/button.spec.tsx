import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { IconButton } from './icon-button';
import { CartIcon } from '../icons/icons';

describe('Button', () => {
  it('runs its action when clicked', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows "Loading..." and cannot be pressed', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Subscribe
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Subscribe')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit forms unless asked to', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });
});

describe('IconButton', () => {
  it('is announced by its label, not its icon', () => {
    render(
      <IconButton aria-label="Open cart">
        <CartIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open cart' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MODAL_TRANSITION_MS } from '../defaults';
import { Drawer } from './drawer';

function CartButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Cart</button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Shopping cart" side="right">
        <p>Your Cart is empty</p>
        <a href="/products">Continue shopping</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens as a dialog named by its title with focus inside', () => {
    render(<CartButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    const drawer = screen.getByRole('dialog', { name: 'Shopping cart' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('wraps Tab from the last control back to the close button', () => {
    render(<CartButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    const link = screen.getByRole('link', { name: 'Continue shopping' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the cart button', () => {
    render(<CartButton />);
    const opener = screen.getByRole('button', { name: 'Cart' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('makes the rest of the page inert while open, live regions aside, and gives it back on close', () => {
    const live = document.createElement('div');
    live.setAttribute('aria-live', 'polite');
    document.body.append(live);
    render(<CartButton />);
    const opener = screen.getByRole('button', { name: 'Cart' });
    opener.focus();
    fireEvent.click(opener);

    expect(opener.closest('[inert]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Cart' })).not.toBeInTheDocument();
    expect(live).not.toHaveAttribute('inert');
    expect(screen.getByRole('dialog', { name: 'Shopping cart' }).closest('[inert]')).toBeNull();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(document.querySelector('[inert]')).toBeNull();
    expect(opener).toHaveFocus();
    live.remove();
  });
});

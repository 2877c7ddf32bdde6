import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useInertOutside } from './use-inert-outside';

function Page({ open }: { open: boolean }) {
  const layer = useRef<HTMLDivElement>(null);
  useInertOutside(layer, open);
  return (
    <>
      <div aria-live="off" data-testid="carousel">
        <a href="/product/1">Cotton kurta</a>
      </div>
      <button type="button">
        Place order <span role="status">Loading</span>
      </button>
      <svg aria-hidden="true" data-testid="icon" />
      <div aria-live="polite" data-testid="toasts" />
      {open && (
        <div ref={layer} role="dialog" aria-label="Shopping cart">
          <button type="button">Close</button>
        </div>
      )}
    </>
  );
}

describe('useInertOutside', () => {
  it('makes a paused carousel and a loading button inert, but not a live region that speaks', () => {
    render(<Page open />);
    expect(screen.getByTestId('carousel')).toHaveAttribute('inert');
    expect(screen.getByText(/Place order/).closest('button')).toHaveAttribute('inert');
    expect(screen.getByTestId('toasts')).not.toHaveAttribute('inert');
    expect(screen.getByRole('dialog', { name: 'Shopping cart' })).not.toHaveAttribute('inert');
  });

  it("gives back each element's own aria-hidden when the overlay closes", () => {
    const { rerender } = render(<Page open />);
    rerender(<Page open={false} />);
    expect(screen.getByTestId('icon')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('carousel')).not.toHaveAttribute('aria-hidden');
    expect(document.querySelector('[inert]')).toBeNull();
  });
});

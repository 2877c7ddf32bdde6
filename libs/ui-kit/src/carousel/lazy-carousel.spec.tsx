import { render, screen } from '@testing-library/react';
import { LazyCarousel } from './lazy-carousel';

describe('LazyCarousel', () => {
  it('shows the first slide at once, then becomes the rotating carousel with every slide', async () => {
    render(
      <LazyCarousel label="Offers">
        <div>Diwali sale</div>
        <div>New arrivals</div>
        <div>Free shipping</div>
      </LazyCarousel>,
    );
    expect(screen.getByRole('region', { name: 'Offers' })).not.toHaveAttribute('aria-roledescription');
    expect(screen.getByText('Diwali sale')).toBeInTheDocument();
    expect(await screen.findAllByRole('group', {}, { timeout: 5000 })).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveAttribute('aria-roledescription', 'carousel');
  });
});

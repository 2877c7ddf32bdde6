import { fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './carousel';

function Banners() {
  return (
    <Carousel label="Offers">
      <div>Diwali sale</div>
      <div>New arrivals</div>
      <div>Free shipping</div>
    </Carousel>
  );
}

describe('Carousel', () => {
  it('is a region announced as a carousel with its slides numbered', () => {
    render(<Banners />);
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('has no arrows, only a control to pause the rotation', () => {
    render(<Banners />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Pause carousel']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
  });
});

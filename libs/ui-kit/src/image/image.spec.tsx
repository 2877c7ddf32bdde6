import { fireEvent, render, screen } from '@testing-library/react';
import { Image } from './image';
import { notFoundImage } from './not-found-image';

const shirt = { src: 'https://cdn.example.com/shirt.jpg', alt: 'Blue linen shirt', width: 300, height: 400 };

describe('Image', () => {
  it('loads lazily at its intrinsic size', () => {
    render(<Image {...shirt} />);
    const img = screen.getByRole('img', { name: 'Blue linen shirt' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '400');
  });

  it('asks for the page\'s main picture first: eager, high priority, visible while it loads', () => {
    render(<Image {...shirt} priority />);
    const img = screen.getByRole('img', { name: 'Blue linen shirt' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveStyle({ opacity: '1' });
  });

  it('keeps an ordinary picture out of the high-priority queue and hidden until it loads', () => {
    render(<Image {...shirt} />);
    const img = screen.getByRole('img', { name: 'Blue linen shirt' });
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveStyle({ opacity: '0' });
    fireEvent.load(img);
    expect(img).toHaveStyle({ opacity: '1' });
  });

  it('shows a blurred placeholder until the image has loaded', () => {
    render(<Image {...shirt} placeholderSrc="data:image/jpeg;base64,AAAA" />);
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    fireEvent.load(screen.getByRole('img'));
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it('shows no placeholder when it names the image itself (nothing smaller to show first)', () => {
    render(<Image {...shirt} placeholderSrc={shirt.src} />);
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it('falls back to the not-found image when loading fails', () => {
    const onError = jest.fn();
    render(<Image {...shirt} onError={onError} />);
    const img = screen.getByRole('img', { name: 'Blue linen shirt' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', notFoundImage);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found image when there is no source at all', () => {
    render(<Image {...shirt} src={null} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', notFoundImage);
  });

  it('does not loop if the fallback fails too', () => {
    render(<Image {...shirt} fallbackSrc="https://cdn.example.com/missing.svg" />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/missing.svg');
  });
});

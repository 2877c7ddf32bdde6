import { fireEvent, render, screen } from '@testing-library/react';
import { ServerRenderedContext, markPageHydrated } from '../render-mode/server-rendered';
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

  it('asks for an eager picture that may be out of view after the others, at low priority', () => {
    render(<Image {...shirt} loading="eager" lowPriority />);
    const img = screen.getByRole('img', { name: 'Blue linen shirt' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'low');
  });

  it('keeps an ordinary picture out of the high-priority queue and hidden until it loads', () => {
    render(<Image {...shirt} />);
    const img = screen.getByRole('img', { name: 'Blue linen shirt' });
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveStyle({ opacity: '0' });
    fireEvent.load(img);
    expect(img).toHaveStyle({ opacity: '1' });
  });

  it("shows a picture of the server's page as it loads, without scripts; one mounted after hydration fades in", () => {
    const { unmount } = render(
      <ServerRenderedContext.Provider value>
        <Image {...shirt} />
      </ServerRenderedContext.Provider>,
    );
    expect(screen.getByRole('img', { name: 'Blue linen shirt' })).toHaveStyle({ opacity: '1' });
    unmount();

    markPageHydrated();
    render(
      <ServerRenderedContext.Provider value>
        <Image {...shirt} />
      </ServerRenderedContext.Provider>,
    );
    const later = screen.getByRole('img', { name: 'Blue linen shirt' });
    expect(later).toHaveStyle({ opacity: '0' });
    fireEvent.load(later);
    expect(later).toHaveStyle({ opacity: '1' });
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

  describe('with widths to choose from (srcSet and sizes)', () => {
    const photo = {
      src: '/media/3fa9c1e2b7d04a11/640',
      srcSet: '/media/3fa9c1e2b7d04a11/320 320w, /media/3fa9c1e2b7d04a11/640 640w',
      sizes: '(max-width: 575.98px) calc(50vw - 42px), 176px',
      alt: 'Blue linen shirt',
      width: 400,
      height: 400,
      placeholderSrc: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
    };

    it('renders srcset, sizes and the fallback src on the img', () => {
      render(<Image {...photo} />);
      const img = screen.getByRole('img', { name: 'Blue linen shirt' });
      expect(img).toHaveAttribute('src', photo.src);
      expect(img).toHaveAttribute('srcset', photo.srcSet);
      expect(img).toHaveAttribute('sizes', photo.sizes);
      expect(img).toHaveAttribute('loading', 'lazy');
    });

    it('shows the inline placeholder blurred until load, then removes it', () => {
      render(<Image {...photo} />);
      const placeholder = screen.getByTestId('image-placeholder');
      expect(placeholder.style.backgroundImage).toContain(photo.placeholderSrc);
      expect(placeholder).toHaveStyle({ filter: 'blur(12px)' });
      fireEvent.load(screen.getByRole('img'));
      expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
    });

    it('drops the srcset for the not-found picture after an error (a srcset would win over src)', () => {
      render(<Image {...photo} />);
      const img = screen.getByRole('img');
      fireEvent.error(img);
      expect(img).toHaveAttribute('src', notFoundImage);
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
      expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
    });

    it('marks the LCP picture eager and high priority, with its srcset', () => {
      render(<Image {...photo} priority />);
      const img = screen.getByRole('img');
      expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('srcset', photo.srcSet);
    });

    it('starts again (placeholder, hidden) when it is given another picture', () => {
      const { rerender } = render(<Image {...photo} />);
      fireEvent.load(screen.getByRole('img'));
      rerender(<Image {...photo} srcSet="/media/aaaaaaaaaaaaaaaa/320 320w" sizes="64px" />);
      expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    });

    it('puts other viewports\' pictures in a <picture>, each with its own placeholder', () => {
      const { container } = render(
        <Image
          {...photo}
          sources={[{ media: '(max-width: 463.98px)', srcSet: '/media/bbbbbbbbbbbbbbbb/480 480w', sizes: '100vw', placeholderSrc: 'data:image/webp;base64,BBBB' }]}
        />,
      );
      const source = container.querySelector('picture > source');
      expect(source).toHaveAttribute('media', '(max-width: 463.98px)');
      expect(source).toHaveAttribute('srcset', '/media/bbbbbbbbbbbbbbbb/480 480w');
      expect(source).toHaveAttribute('sizes', '100vw');
      expect(container.querySelector('picture > img')).toHaveAttribute('srcset', photo.srcSet);
      expect(screen.getAllByTestId('image-placeholder').map((layer) => layer.style.backgroundImage)).toEqual([
        expect.stringContaining(photo.placeholderSrc),
        expect.stringContaining('BBBB'),
      ]);
      fireEvent.error(screen.getByRole('img'));
      expect(container.querySelector('picture')).toBeNull();
      expect(screen.getByRole('img')).toHaveAttribute('src', notFoundImage);
    });

    it('counts an image that loaded before hydration as loaded (its load event was missed)', () => {
      const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      const natural = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
      try {
        render(<Image {...photo} />);
        expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
        expect(screen.getByRole('img')).toHaveStyle({ opacity: '1' });
      } finally {
        complete.mockRestore();
        natural.mockRestore();
      }
    });
  });
});

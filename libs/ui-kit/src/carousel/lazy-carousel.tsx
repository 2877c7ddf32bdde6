import { trackedLazy } from '../lazy/tracked-lazy';
import { css } from '@emotion/react';
import { Children, Suspense } from 'react';
import { CAROUSEL_RESPONSIVE_ITEMS, type CarouselResponsiveItem } from '../defaults';
import { useBrowserIdle } from '../hooks/use-near-viewport-or-idle';
import type { CarouselProps } from './carousel';

/** The slider and keen-slider (its code and CSS) are a chunk of their own, asked for when a carousel renders. */
const Carousel = trackedLazy(() => import('./carousel').then((m) => ({ default: m.Carousel })));

/**
 * Until the slider has loaded: the slides that will show first, laid out as the slider lays them out
 * (items per view by width, same spacing), so swapping in the slider moves nothing. Not announced as a
 * carousel yet: it does not rotate.
 */
function CarouselStill({
  children,
  label,
  responsive = CAROUSEL_RESPONSIVE_ITEMS,
  spacing = 16,
  className,
}: Pick<CarouselProps, 'children' | 'label' | 'responsive' | 'spacing' | 'className'>) {
  const slides = Children.toArray(children);
  const ranges = [...responsive].sort((a, b) => a.minWidth - b.minWidth);
  const perView = (range: CarouselResponsiveItem) => Math.max(1, Math.min(range.items, slides.length || 1));
  const most = Math.max(1, ...ranges.map(perView));
  return (
    <section aria-label={label} className={className} data-testid="carousel-still">
      <div
        css={css`
          display: grid;
          gap: ${spacing}px;
          overflow: hidden;
          ${ranges
            .map(
              (range) => `@media (min-width: ${range.minWidth}px) {
                grid-template-columns: repeat(${perView(range)}, minmax(0, 1fr));
                & > :nth-of-type(n + ${perView(range) + 1}) { display: none; }
              }`,
            )
            .join('\n')}
        `}
      >
        {slides.slice(0, most).map((slide, index) => (
          <div key={index}>{slide}</div>
        ))}
      </div>
    </section>
  );
}

/**
 * The Carousel, loaded once the browser is idle after the page has loaded: the first slides show at once
 * and still (the home banner is often the page's largest picture, painted before the slider's code is even
 * asked for), the rotating slider takes over when its chunk arrives, in the same place and size.
 */
export function LazyCarousel(props: CarouselProps) {
  if (!useBrowserIdle()) return <CarouselStill {...props} />;
  return (
    <Suspense fallback={<CarouselStill {...props} />}>
      <Carousel {...props} />
    </Suspense>
  );
}

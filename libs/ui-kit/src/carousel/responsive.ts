import type { KeenSliderOptions } from 'keen-slider';
import type { CarouselResponsiveItem } from '../defaults';

/**
 * Keen-slider options for items-per-view by width. Ranges become `min-width` queries in ascending order
 * (keen-slider applies the last matching one), so each range runs from its minimum up to the next one and
 * the widest range also covers anything wider. Never more per view than there are slides.
 */
export function responsiveOptions(
  responsive: readonly CarouselResponsiveItem[],
  slideCount: number,
  spacing: number,
): Pick<KeenSliderOptions, 'slides' | 'breakpoints'> {
  const sorted = [...responsive].sort((a, b) => a.minWidth - b.minWidth);
  const perView = (items: number) => Math.max(1, Math.min(items, slideCount || 1));
  const [base, ...wider] = sorted;
  const canMatchMedia = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return {
    slides: { perView: perView(base?.items ?? 1), spacing },
    // keen-slider needs matchMedia for breakpoints; without it (jsdom) the base layout is used.
    breakpoints: canMatchMedia
      ? Object.fromEntries(
          wider.map((range) => [
            `(min-width: ${range.minWidth}px)`,
            { slides: { perView: perView(range.items), spacing } },
          ]),
        )
      : undefined,
  };
}

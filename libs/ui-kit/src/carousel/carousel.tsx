import 'keen-slider/keen-slider.min.css';
import { css } from '@emotion/react';
import { useKeenSlider } from 'keen-slider/react';
import { Children, useEffect, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import { useT } from '@storefront/i18n';
import { IconButton } from '../button/icon-button';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_RESPONSIVE_ITEMS, type CarouselResponsiveItem } from '../defaults';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import { usePageVisible } from '../hooks/use-page-visible';
import { PauseIcon, PlayIcon } from '../icons/icons';
import { useTokens } from '../theme/use-tokens';
import { responsiveOptions } from './responsive';

export interface CarouselProps {
  /** Each child is one slide. */
  children: ReactNode;
  /** Names the carousel region, e.g. "Offers". */
  label: string;
  /** Milliseconds between slides; 0 turns auto-play off. */
  autoplayMs?: number;
  loop?: boolean;
  responsive?: readonly CarouselResponsiveItem[];
  /** Gap between slides in px. */
  spacing?: number;
  /** A small pause/play toggle (WCAG 2.2.2); only shown while auto-play is possible. */
  showPauseButton?: boolean;
  className?: string;
}

/**
 * A looping, auto-playing slider without arrows. Auto-play pauses on hover, on keyboard focus, while the tab
 * is hidden and when the visitor pauses it; it starts paused under prefers-reduced-motion.
 */
export function Carousel({
  children,
  label,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  loop = true,
  responsive = CAROUSEL_RESPONSIVE_ITEMS,
  spacing = 16,
  showPauseButton = true,
  className,
}: CarouselProps) {
  const tokens = useTokens();
  const tr = useT();
  const slides = Children.toArray(children);
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const pageVisible = usePageVisible();

  const options = useMemo(
    () => ({
      loop,
      ...responsiveOptions(responsive, count, spacing),
      slideChanged: (slider: { track: { details: { rel: number } | null } }) =>
        setCurrent(slider.track.details?.rel ?? 0),
    }),
    [loop, responsive, count, spacing],
  );
  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>(options);

  useEffect(() => {
    instanceRef.current?.update();
  }, [count, instanceRef]);

  const canAutoplay = autoplayMs > 0 && count > 1;
  const paused = userPaused ?? reducedMotion;
  const running = canAutoplay && !paused && !hovered && !focused && pageVisible;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => instanceRef.current?.next(), autoplayMs);
    return () => clearTimeout(timer);
  }, [running, current, autoplayMs, instanceRef]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription={tr('shell.ui.carousel')}
      aria-label={label}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      css={css`
        position: relative;
      `}
    >
      <div ref={sliderRef} className="keen-slider" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className="keen-slider__slide"
            role="group"
            aria-roledescription={tr('shell.ui.slide')}
            aria-label={tr('shell.ui.slideOf', { index: index + 1, count })}
          >
            {slide}
          </div>
        ))}
      </div>
      {showPauseButton && canAutoplay && (
        <IconButton
          size="sm"
          variant="secondary"
          aria-label={paused ? tr('shell.ui.playCarousel') : tr('shell.ui.pauseCarousel')}
          onClick={() => setUserPaused(!paused)}
          css={css`
            position: absolute;
            right: ${tokens.space.sm};
            bottom: ${tokens.space.sm};
            z-index: 1;
            background: ${tokens.colors.background};
            opacity: 0.85;
          `}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
      )}
    </section>
  );
}
